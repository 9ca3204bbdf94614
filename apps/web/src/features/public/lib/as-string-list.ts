/**
 * Reads a translated list (`t(key, { returnObjects: true })`) as strings. A missing key comes back
 * as the key itself, so anything that is not an array of strings yields an empty list.
 */
export function asStringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}
