import ExcelJS from 'exceljs';

/** exceljs styling shared by the costing exports: Korean headers, KRW format, bold totals. */
export const KRW = '#,##0';
export const PERCENT = '0.00%';
export const RATIO = '0.00000000';

export type Column = { header: string; width: number; format?: string };
export type Row = { cells: Array<string | number | null>; total?: boolean };

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'bus-costing';
  workbook.created = new Date();
  return workbook;
}

/** One table: bold header row frozen at the top, widths, number formats, bold total rows. */
export function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Column[],
  rows: Row[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.format ? { numFmt: c.format } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: 'center' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  for (const row of rows) {
    const added = sheet.addRow(row.cells);
    if (row.total) {
      added.font = { bold: true };
      added.eachCell((cell) => {
        cell.border = { top: { style: 'thin' } };
      });
    }
  }
  return sheet;
}

export async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
