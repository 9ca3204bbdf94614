/**
 * The one rounding rule for money: half away from zero to whole won, as Korean statements and the
 * hand-computed expectations round (Math.round alone rounds -0.5 to -0 and -1.5 to -1).
 */
export function roundWon(value: number): number {
  const won = Math.sign(value) * Math.round(Math.abs(value));
  return won === 0 ? 0 : won;
}
