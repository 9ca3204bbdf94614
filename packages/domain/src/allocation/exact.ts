/**
 * Exact arithmetic for allocation and estimation (domain.md §4 "Rounding", "Estimation
 * rounding"): a driver value or a rate typed as a decimal (8,900,000.5 km, 4.73 %) is read as the
 * decimal it prints as — its shortest round-trip string, so 0.1 is 1/10, not the binary double
 * nearest to it — and all products and quotients are then taken on bigint integers, rounded only
 * where domain.md says.
 */

/** `value` = digits / 10^scale exactly, as the number prints (`String(value)`). */
export type ExactDecimal = { digits: bigint; scale: number };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The decimal a finite number prints as; throws for NaN and ±Infinity. */
export function exactDecimal(value: number): ExactDecimal {
  const m = Number.isFinite(value) ? DECIMAL.exec(String(value)) : null;
  if (!m) throw new RangeError(`not a finite number: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = m;
  const shift = Number(exponent) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return shift >= 0
    ? { digits: digits * 10n ** BigInt(shift), scale: 0 }
    : { digits, scale: -shift };
}

/**
 * Several numbers as integers over one power of ten (the most decimals among them), so that their
 * ratios are exact: [0.5, 1.25] → { integers: [50n, 125n], scale: 2 }.
 */
export function toCommonScale(values: readonly number[]): { integers: bigint[]; scale: number } {
  const decimals = values.map(exactDecimal);
  const scale = decimals.reduce((max, d) => Math.max(max, d.scale), 0);
  return { integers: decimals.map((d) => d.digits * 10n ** BigInt(scale - d.scale)), scale };
}

/** n / d rounded half away from zero, for d > 0 (domain.md §4 "Estimation rounding"). */
export function roundHalfAwayDiv(n: bigint, d: bigint): bigint {
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Largest-remainder rounding (domain.md §4 "Rounding"): the exact shares numeratorAt(i) / den
 * (den > 0) of `count` parties, which add up to the integer `target`, are floored to integers and
 * the missing units go one at a time to the largest fractional parts — ties to the party listed
 * first. The result adds up to `target` exactly; floors work for negative shares too (−2.5 → −3,
 * remainder ½). The numerators are produced one at a time so that a 5,000 × 500 allocation keeps
 * no table of bigints.
 */
export function largestRemainder(
  count: number,
  numeratorAt: (i: number) => bigint,
  den: bigint,
  target: bigint,
): number[] {
  const floors: number[] = new Array(count);
  // Remainders are below den: when den is a safe integer they are kept as exact numbers, which
  // are cheaper to store and to rank than bigints.
  const small = den <= MAX_SAFE ? new Float64Array(count) : null;
  const big: bigint[] = small ? [] : new Array(count);
  let sum = 0n;
  for (let i = 0; i < count; i++) {
    const n = numeratorAt(i);
    let q = n / den;
    let r = n - q * den;
    if (r < 0n) {
      q -= 1n;
      r += den;
    }
    floors[i] = Number(q);
    if (small) small[i] = Number(r);
    else big[i] = r;
    sum += q;
  }
  const missing = Number(target - sum);
  // Each remainder is below den, so fewer than `count` units can be missing.
  if (missing < 0 || (missing > 0 && missing >= count)) {
    throw new RangeError('shares do not add up to the target');
  }
  if (missing === 0) return floors;
  const chosen = small ? largestNumbers(small, missing) : largestBigints(big, missing);
  for (const i of chosen) floors[i] = (floors[i] ?? 0) + 1;
  return floors;
}

/**
 * Indices of the k largest values, ties in list order: a typed-array sort (no comparator) finds
 * the k-th largest value, one pass takes those above it and the first ones equal to it.
 */
function largestNumbers(values: Float64Array, k: number): number[] {
  const count = values.length;
  const threshold = values.slice().sort()[count - k] ?? 0;
  let ties = k;
  for (let i = 0; i < count; i++) if ((values[i] ?? 0) > threshold) ties--;
  const chosen: number[] = [];
  for (let i = 0; i < count; i++) {
    const v = values[i] ?? 0;
    if (v > threshold) chosen.push(i);
    else if (v === threshold && ties > 0) {
      chosen.push(i);
      ties--;
    }
  }
  return chosen;
}

/** Indices of the k largest bigints, ties in list order (Array.sort is stable). */
function largestBigints(values: readonly bigint[], k: number): number[] {
  const order = values.map((_, i) => i);
  order.sort((a, b) => {
    const va = values[a] ?? 0n;
    const vb = values[b] ?? 0n;
    return va === vb ? 0 : va > vb ? -1 : 1;
  });
  return order.slice(0, k);
}
