/**
 * Training windows for N-BEATS: an input chunk of L values followed by a target chunk of H values.
 *
 * Scaling: every window is shifted by its own level (the mean of the last season of its input, or
 * the last value without a season) and divided by one scale per series (the mean absolute
 * one-step change). The shift makes the network translation-invariant, so it can follow a trend
 * or a random walk beyond the levels it saw; the single scale keeps relative volatility
 * comparable across windows of the same series.
 */
export type Scaling = {
  /** How many trailing input values the level is averaged over. */
  readonly levelSpan: number;
  readonly scale: number;
};

export type Windows = {
  readonly count: number;
  /** count × L, scaled. */
  readonly inputs: Float32Array;
  /** count × H, scaled. */
  readonly targets: Float32Array;
};

export function scalingFor(values: readonly number[], frequency: number, inputLength: number) {
  const changes = values.slice(1).map((v, i) => Math.abs(v - (values[i] ?? v)));
  const meanChange = changes.reduce((s, v) => s + v, 0) / Math.max(changes.length, 1);
  const meanLevel = values.reduce((s, v) => s + Math.abs(v), 0) / Math.max(values.length, 1);
  // A constant series has no change; its level (or 1 for all zeros) still gives a usable unit.
  const scale = meanChange > 0 ? meanChange : meanLevel > 0 ? meanLevel : 1;
  const levelSpan = frequency > 1 ? Math.min(frequency, inputLength) : 1;
  return { levelSpan, scale } satisfies Scaling;
}

/** The level a window is measured from. */
export function windowLevel(input: ArrayLike<number>, scaling: Scaling): number {
  let sum = 0;
  for (let i = input.length - scaling.levelSpan; i < input.length; i++) sum += input[i] ?? 0;
  return sum / scaling.levelSpan;
}

/** Windows whose input starts at first…last (inclusive). */
export function buildWindows(
  values: readonly number[],
  range: { readonly first: number; readonly last: number },
  shape: { readonly inputLength: number; readonly outputLength: number },
  scaling: Scaling,
): Windows {
  const { inputLength: L, outputLength: H } = shape;
  const count = Math.max(range.last - range.first + 1, 0);
  const inputs = new Float32Array(count * L);
  const targets = new Float32Array(count * H);
  for (let w = 0; w < count; w++) {
    const start = range.first + w;
    const input = values.slice(start, start + L);
    const level = windowLevel(input, scaling);
    input.forEach((v, i) => {
      inputs[w * L + i] = (v - level) / scaling.scale;
    });
    for (let j = 0; j < H; j++) {
      targets[w * H + j] = ((values[start + L + j] ?? level) - level) / scaling.scale;
    }
  }
  return { count, inputs, targets };
}
