/**
 * Fixed bases of the interpretable N-BEATS (Oreshkin et al. 2020, §3.3), as K × length matrices
 * (row-major) that the block's expansion coefficients multiply.
 *
 * Backcast and forecast share one time axis: the last input is p = 0, the input covers
 * p = −(L−1)…0 and the forecast p = 1…H, so a trend or a season fitted on the input continues
 * into the forecast without a jump.
 */
export type Basis = {
  readonly size: number;
  readonly back: Float32Array;
  readonly fore: Float32Array;
};

function fill(
  size: number,
  positions: readonly number[],
  value: (row: number, p: number) => number,
) {
  const matrix = new Float32Array(size * positions.length);
  for (let r = 0; r < size; r++) {
    positions.forEach((p, c) => {
      matrix[r * positions.length + c] = value(r, p);
    });
  }
  return matrix;
}

function axes(inputLength: number, outputLength: number) {
  const back = Array.from({ length: inputLength }, (_, i) => i - inputLength + 1);
  const fore = Array.from({ length: outputLength }, (_, j) => j + 1);
  return { back, fore };
}

/** Polynomial trend τ^k, k = 0…K−1, with τ = p / H (the paper's time measured in horizons). */
export function trendBasis(coefficients: number, inputLength: number, outputLength: number): Basis {
  const { back, fore } = axes(inputLength, outputLength);
  const value = (k: number, p: number) => (p / outputLength) ** k;
  return {
    size: coefficients,
    back: fill(coefficients, back, value),
    fore: fill(coefficients, fore, value),
  };
}

/**
 * Fourier season of the series' own period (12 for monthly data) rather than the paper's
 * horizon-relative frequencies: a pattern learnt from the input then repeats exactly in the
 * forecast. Without a season (period < 2) the longest cycle is the whole window.
 */
export function seasonBasis(frequency: number, inputLength: number, outputLength: number): Basis {
  const period = frequency >= 2 ? frequency : inputLength + outputLength;
  const rows: Array<(p: number) => number> = [];
  for (let k = 1; 2 * k <= period; k++) {
    rows.push((p) => Math.cos((2 * Math.PI * k * p) / period));
    if (2 * k < period) rows.push((p) => Math.sin((2 * Math.PI * k * p) / period));
  }
  const { back, fore } = axes(inputLength, outputLength);
  const value = (r: number, p: number) => rows[r]?.(p) ?? 0;
  return {
    size: rows.length,
    back: fill(rows.length, back, value),
    fore: fill(rows.length, fore, value),
  };
}
