import type { GreyImage } from './grey-image';

/**
 * Tile side, in pixels, over which the paper's brightness is taken: wider than a printed glyph
 * at 300 dpi (~30 px), so that every tile holds some bare paper, and small enough to follow a
 * phone photo's light falling off towards a corner.
 */
const TILE = 48;

/**
 * Evens out the light over a page (a photo's brightness gradient and vignette): each pixel is
 * divided by the paper's brightness around it — the brightest level of its tile, smoothed over
 * the neighbouring tiles and interpolated — so that paper comes out white everywhere and one
 * global threshold separates ink from paper.
 */
export function flattenLight(image: GreyImage): GreyImage {
  const { width, height } = image;
  const cols = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const paper = smooth(tileMaxima(image, cols, rows), cols, rows);
  const across = interpolation(width, cols);
  const down = interpolation(height, rows);
  const data = new Uint8Array(width * height);
  const light = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    const top = (down.low[y] ?? 0) * cols;
    const bottom = (down.high[y] ?? 0) * cols;
    const fy = down.weight[y] ?? 0;
    for (let x = 0; x < width; x++) {
      const lo = across.low[x] ?? 0;
      const hi = across.high[x] ?? 0;
      const fx = across.weight[x] ?? 0;
      const upper = at(paper, top + lo) * (1 - fx) + at(paper, top + hi) * fx;
      const lower = at(paper, bottom + lo) * (1 - fx) + at(paper, bottom + hi) * fx;
      light[x] = Math.max(1, upper * (1 - fy) + lower * fy);
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const v = (at(image.data, row + x) * 255) / (light[x] ?? 1);
      data[row + x] = v > 255 ? 255 : Math.round(v);
    }
  }
  return { data, width, height };
}

/** For each pixel along one side, the two tiles it lies between and its weight towards the second. */
function interpolation(size: number, tiles: number) {
  const low = new Int32Array(size);
  const high = new Int32Array(size);
  const weight = new Float64Array(size);
  for (let p = 0; p < size; p++) {
    const t = Math.min(tiles - 1, Math.max(0, p / TILE - 0.5));
    low[p] = Math.floor(t);
    high[p] = Math.min(tiles - 1, Math.floor(t) + 1);
    weight[p] = t - Math.floor(t);
  }
  return { low, high, weight };
}

function at(data: ArrayLike<number>, i: number): number {
  return data[i] ?? 0;
}

function tileMaxima(image: GreyImage, cols: number, rows: number): Float64Array {
  const out = new Float64Array(cols * rows);
  for (let y = 0; y < image.height; y++) {
    const row = Math.floor(y / TILE) * cols;
    for (let x = 0; x < image.width; x++) {
      const t = row + Math.floor(x / TILE);
      const v = at(image.data, y * image.width + x);
      if (v > at(out, t)) out[t] = v;
    }
  }
  return out;
}

/**
 * A tile filled with ink (a bold title, a thick rule) has no paper in it: the brightest of its
 * 3 × 3 neighbourhood stands in, then a 3 × 3 mean softens the tile edges.
 */
function smooth(tiles: Float64Array, cols: number, rows: number): Float64Array {
  const lifted = neighbourhood(tiles, cols, rows, (values) => Math.max(...values));
  return neighbourhood(
    lifted,
    cols,
    rows,
    (values) => values.reduce((s, v) => s + v, 0) / values.length,
  );
}

function neighbourhood(
  tiles: Float64Array,
  cols: number,
  rows: number,
  combine: (values: number[]) => number,
): Float64Array {
  const out = new Float64Array(tiles.length);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const values: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr;
          const cc = c + dc;
          if (rr >= 0 && cc >= 0 && rr < rows && cc < cols) values.push(at(tiles, rr * cols + cc));
        }
      }
      out[r * cols + c] = combine(values);
    }
  }
  return out;
}
