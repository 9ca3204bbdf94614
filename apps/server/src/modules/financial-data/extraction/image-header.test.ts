import { describe, expect, it } from 'vitest';
import { fixture } from './fixture-samples';
import { checkImageSize, readJpegSize, readPngSize } from './image-header';
import { makeJpegHeader, makePng, pngSignatureThenNoise } from './image-test-helper';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const { code, params } = error as { code: string; params?: Record<string, unknown> };
    return { code, params };
  }
  throw new Error('accepted');
}

describe('image headers', () => {
  it('reads the size of the scan fixtures, PNG and JPEG', () => {
    const png = readPngSize(fixture('A_city_bus_300', 'statements-scan.png'));
    expect(png.width).toBeGreaterThan(100);
    const jpeg = readJpegSize(fixture('scans', 'A_city_bus_300-income_statement-300dpi.jpg'));
    expect(jpeg.width * jpeg.height).toBeGreaterThan(1_000_000);
  });

  it('reads the declared size without decoding pixels', () => {
    expect(readPngSize(makePng(30_000, 30_000))).toEqual({ width: 30_000, height: 30_000 });
    expect(readJpegSize(makeJpegHeader(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it('refuses a PNG cut short, or noise after the signature, as corrupt', () => {
    const png = fixture('A_city_bus_300', 'statements-scan.png');
    expect(refusal(() => readPngSize(png.subarray(0, png.length / 3)))).toMatchObject({
      code: 'file/corrupt',
    });
    expect(refusal(() => readPngSize(pngSignatureThenNoise(100_000)))).toMatchObject({
      code: 'file/corrupt',
    });
  });

  it('refuses a JPEG without its end marker as corrupt', () => {
    const jpeg = fixture('scans', 'A_city_bus_300-income_statement-300dpi.jpg');
    expect(refusal(() => readJpegSize(jpeg.subarray(0, jpeg.length - 2)))).toMatchObject({
      code: 'file/corrupt',
    });
  });

  it('accepts a 600 dpi A3 page and refuses more than 72 megapixels', () => {
    expect(() => checkImageSize({ width: 7016, height: 9922 })).not.toThrow();
    expect(refusal(() => checkImageSize({ width: 20_000, height: 20_000 }))).toEqual({
      code: 'file/image-too-large',
      params: { width: 20_000, height: 20_000, maxMegapixels: 72 },
    });
  });

  it('refuses no pixels as corrupt and a strip longer than 20,000 pixels', () => {
    expect(refusal(() => checkImageSize({ width: 0, height: 100 }))).toMatchObject({
      code: 'file/corrupt',
    });
    expect(refusal(() => checkImageSize({ width: 60_000, height: 100 }))).toMatchObject({
      code: 'file/image-too-large',
    });
  });
});
