import {
  ASSET_COLUMN_KO,
  ASSET_COLUMNS,
  type AssetClass,
  type AssetColumn,
  type DepreciationMethod,
} from '@bus/domain';

/** A header or value compared loosely: Unicode form, case, spaces, '-' and '_' ignored. */
export function loose(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/**
 * Headers an import reads, beyond the template's English keys and Korean headers: the names
 * registers exported by accounting packages commonly use.
 */
const HEADER_VARIANTS: Record<AssetColumn, string[]> = {
  code: ['자산코드', '자산 번호', 'asset_code'],
  name: ['자산명칭', '품명', 'asset_name'],
  class: ['자산분류', '분류', '구분', 'asset_class'],
  entity_id: ['노선', '사업부', '노선/사업부', '노선ID', 'entity'],
  acquisition_date: ['취득일자', 'acquired'],
  cost: ['취득가액', '취득금액', 'acquisition_cost'],
  residual_value: ['잔존가액', 'residual'],
  useful_life_years: ['내용연수(년)', 'useful_life'],
  method: ['상각방식', 'depreciation_method'],
  disposal_date: ['처분일자', '매각일', 'disposed'],
};

const HEADERS = new Map<string, AssetColumn>(
  ASSET_COLUMNS.flatMap((column) =>
    [column, ASSET_COLUMN_KO[column], ...HEADER_VARIANTS[column]].map(
      (header) => [loose(header), column] as const,
    ),
  ),
);

/** The column a header names, or null. */
export function columnOf(header: string): AssetColumn | null {
  return HEADERS.get(loose(header)) ?? null;
}

/** Class names an import reads (issue 15 §4; 차량운반구 is the account buses are booked in). */
const CLASS_NAMES: Record<AssetClass, string[]> = {
  bus: ['bus', '버스', '차량운반구', '차량', '시내버스'],
  building: ['building', '건물', '건축물', '차고지'],
  equipment: ['equipment', '기계장치', '비품', '공기구비품', '설비', '공구와기구'],
  other: ['other', '기타'],
};
const METHOD_NAMES: Record<DepreciationMethod, string[]> = {
  straight_line: ['straight_line', '정액법', '정액'],
  declining_balance: ['declining_balance', '정률법', '정률'],
};

function lookup<K extends string>(names: Record<K, string[]>): Map<string, K> {
  const entries = Object.entries(names) as [K, string[]][];
  return new Map(entries.flatMap(([key, list]) => list.map((name) => [loose(name), key] as const)));
}
const CLASSES = lookup(CLASS_NAMES);
const METHODS = lookup(METHOD_NAMES);

export const classOf = (text: string): AssetClass | null => CLASSES.get(loose(text)) ?? null;
export const methodOf = (text: string): DepreciationMethod | null =>
  METHODS.get(loose(text)) ?? null;

/** How the template and the export write a class and a method, per language. */
export const CLASS_LABEL: Record<'ko' | 'en', Record<AssetClass, string>> = {
  ko: { bus: '버스', building: '건물', equipment: '기계장치', other: '기타' },
  en: { bus: 'bus', building: 'building', equipment: 'equipment', other: 'other' },
};
export const METHOD_LABEL: Record<'ko' | 'en', Record<DepreciationMethod, string>> = {
  ko: { straight_line: '정액법', declining_balance: '정률법' },
  en: { straight_line: 'straight_line', declining_balance: 'declining_balance' },
};
