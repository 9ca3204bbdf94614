import type { ForecastModelName } from '@bus/domain';
import { addTable, KRW, newWorkbook, toBuffer } from '../costing/workbook';

export type TemplateFormat = 'xlsx' | 'csv' | 'json';

/** Months of example rows (spec §5 recommends 24+; 60 leaves room for every model's backtest). */
const EXAMPLE_MONTHS = 60;
const FIRST_YEAR = 2020;
/** Every row says what it is: an example to overwrite, not an operator's figures. */
const NOTE = '예시 값 — 실제 월별 운송수입으로 바꾸세요 (example: replace with your figures)';

/**
 * 60 months of example fare revenue (won): a level of 1.2 billion, 0.3 % growth a month, a
 * summer and year-end peak and the Lunar New Year dip, rounded to thousands. Made up, and labelled
 * as such in every row: a template shows the shape of the data, never real figures.
 */
export function exampleRows(): Array<{ date: string; value: number }> {
  const season = [-0.06, -0.08, 0.01, 0.02, 0.03, 0.0, 0.05, 0.06, 0.01, 0.02, -0.01, 0.04];
  return Array.from({ length: EXAMPLE_MONTHS }, (_, i) => {
    const month = i % 12;
    const level = 1_200_000_000 * 1.003 ** i * (1 + (season[month] ?? 0));
    return {
      date: `${FIRST_YEAR + Math.floor(i / 12)}-${String(month + 1).padStart(2, '0')}`,
      value: Math.round(level / 1000) * 1000,
    };
  });
}

const HEADER = ['일자', '운송수입', '비고'];

/** The template of `model` in `format`, named `{model}_template.{ext}` (spec §7). */
export async function templateFile(
  model: ForecastModelName,
  format: TemplateFormat,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const rows = exampleRows();
  const name = `${model}_template.${format}`;
  if (format === 'csv') {
    const lines = [HEADER.join(','), ...rows.map((r) => `${r.date},${r.value},${NOTE}`)];
    const bytes = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
    return { bytes, contentType: 'text/csv; charset=utf-8', name };
  }
  if (format === 'json') {
    const body = {
      model,
      note: NOTE,
      dateColumn: HEADER[0],
      valueColumn: HEADER[1],
      rows: rows.map((r) => ({ [HEADER[0] ?? 'date']: r.date, [HEADER[1] ?? 'value']: r.value })),
    };
    const bytes = Buffer.from(`${JSON.stringify(body, null, 2)}\n`, 'utf8');
    return { bytes, contentType: 'application/json; charset=utf-8', name };
  }
  const workbook = newWorkbook();
  addTable(
    workbook,
    '데이터',
    [
      { header: HEADER[0] ?? '', width: 12 },
      { header: HEADER[1] ?? '', width: 18, format: KRW },
      { header: HEADER[2] ?? '', width: 60 },
    ],
    rows.map((r) => ({ cells: [r.date, r.value, NOTE] })),
  );
  const bytes = await toBuffer(workbook);
  return {
    bytes,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name,
  };
}
