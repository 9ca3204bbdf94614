/**
 * Training windows for N-BEATS: an input chunk of L values followed by a target chunk of H values,
 * each window measured from its own level in its own unit: scaled = (value − level) / unit.
 *
 * The level is the mean of the last season of the input (the last value without a season), so the
 * network forecasts departures from "the last year again" and can follow a trend or a random walk
 * beyond the levels it saw. The unit is the level itself when every value is positive — values
 * become relative changes, as in the original N-BEATS, whose sMAPE/MAPE losses are scale-free —
 * so windows from the early, low part of a growing series look like those from its late, high part
 * and a season that grows with the level keeps its shape. A series with a zero or negative value has
 * no meaningful ratio; there the unit is one scale for the whole series (its mean absolute
 * one-step change).
 */
export type Scaling =
  | { readonly kind: 'ratio'; readonly levelSpan: number }
  | { readonly kind: 'shift'; readonly levelSpan: number; readonly scale: number };

export type Windows = {
  readonly count: number;
  /** count × L, scaled. */
  readonly inputs: Float32Array;
  /** count × H, scaled; 0 where the mask is 0. */
  readonly targets: Float32Array;
  /** count × H: 1 where the target is observed, 0 past the end of the data the windows may see. */
  readonly mask: Float32Array;
};

/** A window's origin: the level its values are measured from and the unit they are divided by. */
export type Origin = { readonly level: number; readonly unit: number };

export function scalingFor(values: readonly number[], frequency: number, inputLength: number) {
  const levelSpan = frequency > 1 ? Math.min(frequency, inputLength) : 1;
  if (values.every((v) => v > 0)) return { kind: 'ratio', levelSpan } satisfies Scaling;
  const changes = values.slice(1).map((v, i) => Math.abs(v - (values[i] ?? v)));
  const meanChange = changes.reduce((s, v) => s + v, 0) / Math.max(changes.length, 1);
  const meanLevel = values.reduce((s, v) => s + Math.abs(v), 0) / Math.max(values.length, 1);
  // A constant series has no change; its level (or 1 for all zeros) still gives a usable unit.
  const scale = meanChange > 0 ? meanChange : meanLevel > 0 ? meanLevel : 1;
  return { kind: 'shift', levelSpan, scale } satisfies Scaling;
}

/** The level and unit of the window whose input is `input` (its last L values). */
export function windowOrigin(input: ArrayLike<number>, scaling: Scaling): Origin {
  let sum = 0;
  for (let i = input.length - scaling.levelSpan; i < input.length; i++) sum += input[i] ?? 0;
  const level = sum / scaling.levelSpan;
  // A ratio series is positive throughout, so its level is too.
  return { level, unit: scaling.kind === 'ratio' ? level : scaling.scale };
}

/**
 * The windows whose forecast origin (the index of the first target) is first…last, inclusive; only
 * values before `end` may be seen: target steps at or past it are masked out of the loss, as the
 * original N-BEATS sampler does, so the newest values are targets of every step, not only the last.
 */
export function buildWindows(
  values: readonly number[],
  origins: { readonly first: number; readonly last: number; readonly end: number },
  shape: { readonly inputLength: number; readonly outputLength: number },
  scaling: Scaling,
): Windows {
  const { inputLength: L, outputLength: H } = shape;
  const count = Math.max(origins.last - origins.first + 1, 0);
  const inputs = new Float32Array(count * L);
  const targets = new Float32Array(count * H);
  const mask = new Float32Array(count * H);
  for (let w = 0; w < count; w++) {
    const t = origins.first + w;
    const input = values.slice(t - L, t);
    const { level, unit } = windowOrigin(input, scaling);
    input.forEach((v, i) => {
      inputs[w * L + i] = (v - level) / unit;
    });
    for (let j = 0; j < H && t + j < origins.end; j++) {
      targets[w * H + j] = ((values[t + j] ?? level) - level) / unit;
      mask[w * H + j] = 1;
    }
  }
  return { count, inputs, targets, mask };
}
