/** An 8-bit grey image as a plain buffer, row after row (0 = black, 255 = white). */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/** A black-and-white image: 1 = ink, 0 = paper, row after row. */
export type InkImage = { data: Uint8Array; width: number; height: number };

export function inkImage(width: number, height: number): InkImage {
  return { data: new Uint8Array(width * height), width, height };
}
