const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for an attachment chip: "512 B", "1.5 MB" (one decimal from KB up). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${UNITS[unit]}`;
}
