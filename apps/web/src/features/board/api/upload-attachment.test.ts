import { BOARD_ATTACHMENT_MAX_BYTES } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-attachment';

describe('checkUpload', () => {
  it('accepts the §5 extensions by kind', () => {
    expect(checkUpload({ name: '사진.JPG', size: 10 })).toEqual({ ok: true, kind: 'image' });
    expect(checkUpload({ name: '영상.mkv', size: 10 })).toEqual({ ok: true, kind: 'video' });
    expect(checkUpload({ name: '원가.xlsx', size: 10 })).toEqual({ ok: true, kind: 'file' });
  });

  it('refuses another type and anything over 100 MB before sending', () => {
    expect(checkUpload({ name: 'run.exe', size: 10 })).toEqual({
      ok: false,
      code: 'board/file-type',
    });
    expect(checkUpload({ name: 'big.zip', size: BOARD_ATTACHMENT_MAX_BYTES + 1 })).toEqual({
      ok: false,
      code: 'board/file-too-large',
    });
    expect(checkUpload({ name: 'edge.zip', size: BOARD_ATTACHMENT_MAX_BYTES }).ok).toBe(true);
  });
});
