import { ASSET_COLUMN_KO, ASSET_COLUMNS, type AssetColumn } from '@bus/domain';
import { addTable, KRW, newWorkbook, toBuffer } from '../costing/workbook';
import { CLASS_LABEL, METHOD_LABEL } from './asset-columns';
import type { AssetFields } from './repo';

export type Lang = 'ko' | 'en';
export type AssetFile = { bytes: Buffer; contentType: string; extension: 'xlsx' | 'csv' };

/** Two example assets of the template (sample A's kind of register); replace them with yours. */
export const TEMPLATE_EXAMPLES: AssetFields[] = [
  {
    code: 'BUS-2024-001',
    name: '전기 저상버스 (12대)',
    assetClass: 'bus',
    entityId: 'R-101',
    acquisitionDate: '2024-07-08',
    cost: 1_416_000_000,
    residualValue: 0,
    usefulLifeYears: 9,
    method: 'straight_line',
    disposalDate: null,
  },
  {
    code: 'BLD-2018-001',
    name: '차고지 정비동',
    assetClass: 'building',
    entityId: null,
    acquisitionDate: '2018-03-02',
    cost: 850_000_000,
    residualValue: 0,
    usefulLifeYears: 40,
    method: 'straight_line',
    disposalDate: null,
  },
];

const WIDTH: Record<AssetColumn, number> = {
  code: 16,
  name: 28,
  class: 12,
  entity_id: 16,
  acquisition_date: 13,
  cost: 18,
  residual_value: 16,
  useful_life_years: 10,
  method: 14,
  disposal_date: 13,
};
const MONEY: ReadonlySet<AssetColumn> = new Set(['cost', 'residual_value']);

function cellsOf(asset: AssetFields, lang: Lang): Array<string | number | null> {
  const values: Record<AssetColumn, string | number | null> = {
    code: asset.code,
    name: asset.name,
    class: CLASS_LABEL[lang][asset.assetClass],
    entity_id: asset.entityId,
    acquisition_date: asset.acquisitionDate,
    cost: asset.cost,
    residual_value: asset.residualValue,
    useful_life_years: asset.usefulLifeYears,
    method: METHOD_LABEL[lang][asset.method],
    disposal_date: asset.disposalDate,
  };
  return ASSET_COLUMNS.map((column) => values[column]);
}

const header = (lang: Lang) =>
  ASSET_COLUMNS.map((column) => (lang === 'ko' ? ASSET_COLUMN_KO[column] : column));

/**
 * A CSV field: quoted when it holds a separator, quote or line break; text Excel would run as a
 * formula (= + - @) gets a leading `'`, which the import removes again.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Assets in the import's columns (template order), so a file written here imports back
 * unchanged: an xlsx with a frozen header, or a UTF-8 CSV with a BOM (Excel then reads Korean).
 */
export async function assetFile(
  assets: readonly AssetFields[],
  format: 'xlsx' | 'csv',
  lang: Lang,
  sheetName: string,
): Promise<AssetFile> {
  if (format === 'csv') {
    const lines = [header(lang), ...assets.map((a) => cellsOf(a, lang))].map((cells) =>
      cells.map(csvField).join(','),
    );
    const bytes = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
    return { bytes, contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  }
  const workbook = newWorkbook();
  const columns = ASSET_COLUMNS.map((column, i) => ({
    header: header(lang)[i] ?? column,
    width: WIDTH[column],
    format: MONEY.has(column) ? KRW : undefined,
  }));
  addTable(
    workbook,
    sheetName,
    columns,
    assets.map((asset) => ({ cells: cellsOf(asset, lang) })),
  );
  return {
    bytes: await toBuffer(workbook),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}
