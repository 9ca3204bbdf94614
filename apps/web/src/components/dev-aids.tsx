/** Dev banner and floating panel (issue 6 §8, development only) — filled by the session/dev package. */
export function DevAids() {
  return null;
}
