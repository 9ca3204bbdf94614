import { type GreyImage, type InkImage, inkImage } from './grey-image';

/**
 * Otsu's threshold of a grey image: the level that best splits its histogram into two classes
 * (ink and paper) by between-class variance.
 */
export function otsuThreshold(image: GreyImage): number {
  const histogram = new Float64Array(256);
  for (const v of image.data) histogram[v] = (histogram[v] ?? 0) + 1;
  const total = image.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * (histogram[v] ?? 0);
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    below += histogram[v] ?? 0;
    if (below === 0 || below === total) continue;
    sumBelow += v * (histogram[v] ?? 0);
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** Pixels at or below `threshold` are ink. */
export function binarise(image: GreyImage, threshold = otsuThreshold(image)): InkImage {
  const out = inkImage(image.width, image.height);
  for (let i = 0; i < image.data.length; i++)
    out.data[i] = (image.data[i] ?? 255) <= threshold ? 1 : 0;
  return out;
}
