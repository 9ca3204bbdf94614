import { describe, expect, it } from 'vitest';
import { sniffPhotoType } from './photo';

describe('photo type', () => {
  it('recognises png, jpeg and webp by their first bytes', () => {
    expect(sniffPhotoType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffPhotoType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffPhotoType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffPhotoType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});
