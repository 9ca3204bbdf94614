/** `q` as a literal ILIKE pattern: % and _ typed by a user match themselves. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, '\\$&')}%`;
}
