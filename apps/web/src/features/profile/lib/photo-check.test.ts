import { PROFILE_PHOTO_MAX_BYTES } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-check';

describe('photoProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(photoProblem({ type, size: PROFILE_PHOTO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, even other images, before their size', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('account/photo-unsupported-type');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(
      'account/photo-unsupported-type',
    );
    expect(photoProblem({ type: '', size: 10 })).toBe('account/photo-unsupported-type');
  });

  it('refuses an empty file and one byte over 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 0 })).toBe('file/empty');
    expect(photoProblem({ type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe(
      'account/photo-too-large',
    );
  });
});
