import sharp, { type Sharp } from 'sharp';
import { binarise } from './binarise';
import { components, despeckle, glyphHeight } from './components';
import { flattenLight } from './flatten-light';
import type { GreyImage, InkImage } from './grey-image';
import { removeRules } from './rules';
import { estimateSkew } from './skew';

/**
 * Largest image decoded, in pixels: an A3 page at 600 dpi (7016 × 9921 ≈ 69.6 M) with room for a
 * scanner's margin. Larger files are refused by sharp before decoding instead of filling memory.
 */
export const MAX_SCAN_PIXELS = 72_000_000;
/**
 * Most pixels the pipeline works on: a 300 dpi A3 page (≈ 17.4 M) with room to spare. A larger
 * scan (600 dpi) is shrunk to it as it is decoded, and small text is enlarged only within it: a
 * 69 MP noise photo, enlarged ×3 for its speck-sized "glyphs", once took 4.6 GB and 83 s.
 */
export const MAX_WORK_PIXELS = 24_000_000;
/** Width the skew is measured at: enough for a 0.05° step, and fast. */
const SKEW_WIDTH = 1200;
/** Skew below this is left alone: it moves a line by under 3 px across a 1200 px page, and rotating blurs every edge (the clean scan fixture lost its 7 and 월 to a 0.075° turn). */
const MIN_SKEW = 0.15;
/**
 * Tesseract's LSTM reads best with glyphs ~20–40 px high; below MIN_GLYPH the page is enlarged to
 * TARGET_GLYPH (a 150 dpi fax, a phone photo from afar), never shrunk.
 */
const MIN_GLYPH = 16;
const TARGET_GLYPH = 22;
const MAX_UPSCALE = 3;

export type PreparedScan = {
  /** The cleaned page (ink on white, no rules, no specks) as PNG, for recognition. */
  png: Buffer;
  /** The same page as raw grey pixels, for cutting cells out to read again. */
  page: GreyImage;
  ink: InkImage;
  skew: number;
  scale: number;
  glyph: number;
};

/**
 * Cleans a scan before recognition: grey, median denoise, deskew, even light, Otsu binarisation,
 * table rules and specks removed, small text enlarged. Throws when the bytes are not an image
 * sharp can decode (the caller reports the file as corrupt).
 */
export async function prepareScan(bytes: Buffer): Promise<PreparedScan> {
  const image = await shrunkToWork(
    sharp(bytes, { limitInputPixels: MAX_SCAN_PIXELS, failOn: 'error' }),
  );
  const decoded = await image
    .rotate()
    .greyscale()
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let grey = toGrey(decoded.data, decoded.info.width, decoded.info.height);
  const skew = await measureSkew(grey);
  if (Math.abs(skew) >= MIN_SKEW) grey = await rotate(grey, -skew);
  grey = flattenLight(grey);
  let ink = binarise(grey);
  const glyph = glyphHeight(components(ink).parts, ink.height);
  let scale = 1;
  if (glyph > 0 && glyph < MIN_GLYPH) {
    const room = Math.sqrt(MAX_WORK_PIXELS / (grey.width * grey.height));
    scale = Math.max(1, Math.min(MAX_UPSCALE, TARGET_GLYPH / glyph, room));
  }
  if (scale > 1) {
    grey = await resize(grey, Math.round(grey.width * scale));
    ink = binarise(grey);
  }
  const clean = despeckle(removeRules(ink), Math.max(2, Math.round(glyph * scale * 0.12)));
  const page = inkWithEdges(grey, clean);
  return { png: await toPng(page), page, ink: clean, skew, scale, glyph: glyph * scale };
}

/** The image, shrunk as it is decoded when it has more than MAX_WORK_PIXELS. */
async function shrunkToWork(image: Sharp): Promise<Sharp> {
  const { width = 0, height = 0 } = await image.metadata();
  const pixels = width * height;
  if (pixels <= MAX_WORK_PIXELS) return image;
  // A square box of the longest side, scaled: right whichever way EXIF turns the page.
  const side = Math.floor(Math.max(width, height) * Math.sqrt(MAX_WORK_PIXELS / pixels));
  return image.resize({ width: side, height: side, fit: 'inside' });
}

/**
 * The page for recognition: the kept ink and the grey pixels right around it as scanned, all else
 * (paper, rules, specks) white. Tesseract reads a glyph's grey edge better than a cut-out one
 * (the clean scan fixture's `1월` came out `1일` from pure black and white).
 */
function inkWithEdges(grey: GreyImage, clean: InkImage): GreyImage {
  const data = new Uint8Array(grey.data.length).fill(255);
  const { width } = grey;
  for (let i = 0; i < data.length; i++) {
    const edge =
      clean.data[i] ||
      clean.data[i - 1] ||
      clean.data[i + 1] ||
      clean.data[i - width] ||
      clean.data[i + width];
    if (edge) data[i] = grey.data[i] ?? 255;
  }
  return { data, width, height: grey.height };
}

function toGrey(buffer: Buffer, width: number, height: number): GreyImage {
  return { data: new Uint8Array(buffer.buffer, buffer.byteOffset, width * height), width, height };
}

function fromGrey(image: GreyImage) {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 1 },
    limitInputPixels: false,
  });
}

async function rawGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return toGrey(data, info.width, info.height);
}

async function measureSkew(grey: GreyImage): Promise<number> {
  const small = grey.width > SKEW_WIDTH ? await resize(grey, SKEW_WIDTH) : grey;
  return estimateSkew(binarise(small));
}

function resize(grey: GreyImage, width: number): Promise<GreyImage> {
  return rawGrey(fromGrey(grey).resize({ width, kernel: 'lanczos3' }));
}

function rotate(grey: GreyImage, degrees: number): Promise<GreyImage> {
  return rawGrey(fromGrey(grey).rotate(degrees, { background: { r: 255, g: 255, b: 255 } }));
}

/** Encodes a grey image (a crop or the whole page) as PNG for tesseract. */
export function toPng(image: GreyImage): Promise<Buffer> {
  return fromGrey(image).png({ compressionLevel: 1 }).toBuffer();
}
