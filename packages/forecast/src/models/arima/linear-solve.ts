/** Solves A x = b by Gaussian elimination with partial pivoting; null when A is singular. */
export function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    }
    const top = m[pivot];
    if (!top || Math.abs(top[col] ?? 0) < 1e-300) return null;
    [m[col], m[pivot]] = [top, m[col] ?? top];
    for (let row = col + 1; row < n; row++) {
      const r = m[row] ?? [];
      const factor = (r[col] ?? 0) / (top[col] ?? 1);
      for (let k = col; k <= n; k++) r[k] = (r[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const r = m[row] ?? [];
    let sum = r[n] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= (r[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (r[row] ?? 1);
  }
  return x;
}
