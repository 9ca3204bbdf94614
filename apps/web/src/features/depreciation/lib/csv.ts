/**
 * A CSV file made in the browser, for the public demo (which has no server to export from): UTF-8
 * with a byte-order mark so Excel reads the Korean text, quoted where needed, CRLF line ends.
 */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves `rows` as `filename` through a temporary object URL (nothing leaves the browser). */
export function downloadCsv(
  filename: string,
  rows: readonly (readonly (string | number | null)[])[],
) {
  const url = URL.createObjectURL(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
