/**
 * What an upload may hold, checked on its headers before any decoder runs (issue 13): each limit
 * is far above a real statement and far below what stalls or exhausts a parse worker.
 */
export const FILE_LIMITS = {
  /** 600 dpi A3 (297 × 420 mm) is 7016 × 9922 ≈ 69.6 MP: the largest scan an operator makes. */
  maxImagePixels: 72_000_000,
  /** A side longer than A0 at 600 dpi is no page; it would pass the pixel count as a strip. */
  maxImageSide: 20_000,
  /**
   * Uncompressed xlsx. Real statements unpack to well under 1 MB; 9 sheets of 94 MB XML
   * (3.4 M cells) held the event loop 10–14 s and 1.3 GB, so 20 MB leaves room and no more.
   */
  maxWorkbookBytes: 20 * 1024 * 1024,
  /** Cells in all sheets (xlsx `<c>` elements, xls cells, CSV fields). */
  maxCells: 500_000,
  /** Rows of one sheet or CSV file; the import used to cut here silently. */
  maxRows: 50_000,
  /** Pages of a PDF; the import used to cut here silently. */
  maxPdfPages: 100,
} as const;
