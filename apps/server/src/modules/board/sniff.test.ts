import { describe, expect, it } from 'vitest';
import { sniffAttachment } from './sniff';

describe('sniffAttachment', () => {
  it('accepts bytes that match the extension and names the type it will be served as', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(sniffAttachment('사진.JPG', jpeg)).toEqual({
      ok: true,
      kind: 'image',
      mimeType: 'image/jpeg',
    });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]);
    expect(sniffAttachment('영상.mp4', mp4)).toMatchObject({ ok: true, kind: 'video' });
    expect(sniffAttachment('표.csv', Buffer.from('노선,운행거리\n101,1200\n'))).toMatchObject({
      ok: true,
      kind: 'file',
    });
    expect(sniffAttachment('문서.docx', Buffer.from('PK\x03\x04rest', 'latin1'))).toMatchObject({
      ok: true,
    });
  });

  it('refuses unknown extensions and bytes of another kind', () => {
    expect(sniffAttachment('run.exe', Buffer.from('MZ'))).toEqual({
      ok: false,
      code: 'board/file-type',
    });
    expect(sniffAttachment('noext', Buffer.from('x'))).toEqual({
      ok: false,
      code: 'board/file-type',
    });
    expect(sniffAttachment('a.gif', Buffer.from('<svg/>'))).toEqual({
      ok: false,
      code: 'board/file-content-mismatch',
    });
    expect(sniffAttachment('a.txt', Buffer.from([0x41, 0x00, 0x42]))).toEqual({
      ok: false,
      code: 'board/file-content-mismatch',
    });
  });
});
