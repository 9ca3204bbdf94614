import { randomUUID } from 'node:crypto';
import {
  CUSTOM_DRIVER_KEY,
  type CustomDriver,
  ENTITY_IMPORT_MAX_BYTES,
  type EntityImportProblem,
  type EntityImportProblemCode,
  type EntityType,
  MAX_DRIVER_VALUE,
  MAX_ENTITIES,
  SAMPLE_SERVICE_ENTITIES,
  type ServiceEntity,
} from '@bus/domain';
import type * as XLSX from '@e965/xlsx';
import { AppError } from '../../platform/errors/app-error';
import { addTable, newWorkbook, toBuffer } from '../costing/workbook';
import { checkFile } from '../financial-data/extraction/check-file';
import { decodeCsv } from '../financial-data/extraction/decode-text';
import { ExtractionError } from '../financial-data/extraction/extraction-error';
import { openWorkbook } from '../financial-data/extraction/read-spreadsheet';

/** Issue 15 §1: an entity file is a small table; a larger upload is refused before it is read. */
export const ENTITY_FILE_MAX_BYTES = ENTITY_IMPORT_MAX_BYTES;

const STANDARD_COLUMNS = [
  'id',
  'name',
  'type',
  'distance_km',
  'vehicles_operated',
  'vehicles_owned',
] as const;
type StandardColumn = (typeof STANDARD_COLUMNS)[number];
const REQUIRED: readonly StandardColumn[] = STANDARD_COLUMNS.filter((c) => c !== 'id');
const DRIVER_COLUMNS = ['distance_km', 'vehicles_operated', 'vehicles_owned'] as const;

/** Headers read as each column: the English names, their spaced forms and the Korean ones. */
const ALIASES: Record<StandardColumn, readonly string[]> = {
  id: ['id', '아이디', '코드', 'entity_id'],
  name: ['name', '노선명', '이름', '명칭', '엔티티명'],
  type: ['type', '유형', '구분'],
  distance_km: ['distance_km', 'distance km', '운행거리', '운행거리(km)', '운행거리km'],
  vehicles_operated: ['vehicles_operated', 'vehicles operated', '운행대수', '가동대수'],
  vehicles_owned: ['vehicles_owned', 'vehicles owned', '보유대수'],
};

const TYPES: Record<string, EntityType> = {
  route: 'route',
  business_unit: 'business_unit',
  depot: 'depot',
  other: 'other',
  노선: 'route',
  사업부: 'business_unit',
  영업소: 'depot',
  차고지: 'depot',
  기타: 'other',
};

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** `custom:<key>` or `custom:<key>:<name>`: a driver the user adds. */
function customColumn(header: string): CustomDriver | null {
  const match = /^custom:([^:]+)(?::(.*))?$/i.exec(header.trim());
  if (!match) return null;
  const key = (match[1] ?? '').trim().toLowerCase();
  if (!CUSTOM_DRIVER_KEY.test(key)) return null;
  const name = (match[2] ?? '').trim() || key;
  return { key, name: name.slice(0, 100) };
}

function standardColumn(header: string): StandardColumn | null {
  const h = normalise(header);
  for (const column of STANDARD_COLUMNS) if (ALIASES[column].includes(h)) return column;
  return null;
}

type Cell = string | number | null;
type Grid = { row: number; cells: Cell[] }[];

type DenseRows = Array<Array<XLSX.CellObject | undefined> | undefined>;

/**
 * The first sheet's rows (1-based row numbers, blank rows left out). The file passes the data
 * center's checks first (extraction/check-file.ts: type by its bytes, zip bomb, cell and row
 * counts, password); only xlsx, xls and csv are entity files.
 */
function readGrid(bytes: Buffer, fileName: string): Grid {
  const kind = checkFile(bytes, fileName);
  if (kind !== 'zip' && kind !== 'ole' && kind !== 'text') {
    throw new ExtractionError('file/unsupported-type');
  }
  // CSV cells stay text: numbers with thousands separators are read below. The header,
  // MAX_ENTITIES rows and one more to tell a file that is too long.
  const book = openWorkbook(kind === 'text' ? decodeCsv(bytes) : bytes, MAX_ENTITIES + 2);
  const name = book.SheetNames[0];
  const data = ((name ? book.Sheets[name]?.['!data'] : undefined) ?? []) as DenseRows;
  const grid: Grid = [];
  data.forEach((row, r) => {
    if (!row) return;
    const cells: Cell[] = [];
    row.slice(0, 64).forEach((cell, c) => {
      if (!cell || cell.t === 'z' || cell.t === 'e' || cell.v === undefined) return;
      cells[c] = cell.t === 'n' && typeof cell.v === 'number' ? cell.v : String(cell.w ?? cell.v);
    });
    const filled = cells.some((cell) => cell !== undefined && String(cell).trim() !== '');
    if (filled) grid.push({ row: r + 1, cells: Array.from(cells, (c) => c ?? null) });
  });
  return grid;
}

const text = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell));

/** A driver cell: a number, or text with thousands separators; null when it is not one. */
function numberOf(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const raw = text(cell).trim().replace(/[,\s]/g, '');
  if (raw === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

class Problems {
  readonly list: EntityImportProblem[] = [];
  add(row: number, column: string | null, code: EntityImportProblemCode, value: Cell = null) {
    // Enough to fix a file; a file with thousands of bad cells is not listed to the end.
    if (this.list.length < 200) {
      this.list.push({ row, column, code, value: value === null ? null : String(value) });
    }
  }
  throwIfAny() {
    if (this.list.length > 0) {
      throw new AppError('entity/import-invalid', 400, { problems: this.list });
    }
  }
}

type Columns = { standard: Map<StandardColumn, number>; custom: Map<number, CustomDriver> };

function readHeader(header: Grid[number], problems: Problems): Columns {
  const standard = new Map<StandardColumn, number>();
  const custom = new Map<number, CustomDriver>();
  const customKeys = new Set<string>();
  header.cells.forEach((cell, c) => {
    const label = text(cell).trim();
    if (label === '') return;
    const column = standardColumn(label);
    const driver = column ? null : customColumn(label);
    if (column) {
      if (standard.has(column)) problems.add(header.row, label, 'entity/duplicate-column', label);
      else standard.set(column, c);
    } else if (driver) {
      if (customKeys.has(driver.key)) {
        problems.add(header.row, label, 'entity/duplicate-column', label);
      } else {
        customKeys.add(driver.key);
        custom.set(c, driver);
      }
    } else {
      problems.add(header.row, label, 'entity/unknown-column', label);
    }
  });
  for (const column of REQUIRED) {
    if (!standard.has(column)) problems.add(header.row, column, 'entity/missing-column');
  }
  return { standard, custom };
}

/** Ids of the current set by name, so a re-import without an id column keeps the ids. */
export type IdsByName = ReadonlyMap<string, string>;
export const nameKey = (name: string) => name.trim().toLocaleLowerCase();

function readRow(
  { row, cells }: Grid[number],
  columns: Columns,
  headers: Cell[],
  problems: Problems,
  idsByName: IdsByName,
): ServiceEntity {
  const at = (column: StandardColumn) => {
    const index = columns.standard.get(column);
    return index === undefined ? null : (cells[index] ?? null);
  };
  const name = text(at('name')).trim();
  if (name === '') problems.add(row, 'name', 'entity/empty-name');
  const typeCell = text(at('type')).trim();
  const type = TYPES[typeCell.toLowerCase()] ?? TYPES[typeCell];
  if (!type) problems.add(row, 'type', 'entity/invalid-type', typeCell);
  const driver = (cell: Cell, label: string, required: boolean): number => {
    if (!required && text(cell).trim() === '') return 0;
    const value = numberOf(cell);
    if (value === null) problems.add(row, label, 'entity/not-a-number', cell);
    else if (value < 0) problems.add(row, label, 'entity/negative-driver', cell);
    else if (value > MAX_DRIVER_VALUE) problems.add(row, label, 'entity/invalid-driver', cell);
    return value ?? 0;
  };
  const values = DRIVER_COLUMNS.map((column) => driver(at(column), column, true));
  const custom: Record<string, number> = {};
  for (const [index, definition] of columns.custom) {
    custom[definition.key] = driver(cells[index] ?? null, text(headers[index]), false);
  }
  const id = text(at('id')).trim().slice(0, 64) || idsByName.get(nameKey(name)) || randomUUID();
  const entity: ServiceEntity = {
    id,
    name: name.slice(0, 200),
    type: type ?? 'other',
    distanceKm: values[0] ?? 0,
    vehiclesOperated: values[1] ?? 0,
    vehiclesOwned: values[2] ?? 0,
    custom,
  };
  if ([...values, ...Object.values(custom)].every((v) => v === 0)) {
    problems.add(row, null, 'entity/all-drivers-zero', name);
  }
  return entity;
}

/**
 * Reads an entity file (issue 15 §1): xlsx, xls or csv, first sheet, header in the first
 * non-blank row. Every problem of the file is listed (entity/import-invalid, row 1 = the header
 * row as numbered in the sheet); a file that is not a readable sheet answers the data center's
 * file/* codes. Nothing is returned unless the whole file reads.
 */
export function readEntityFile(
  bytes: Buffer,
  fileName: string,
  idsByName: IdsByName = new Map(),
): { entities: ServiceEntity[]; customDrivers: CustomDriver[] } {
  const grid = readGrid(bytes, fileName);
  const problems = new Problems();
  const [header, ...rows] = grid;
  if (!header || rows.length === 0) {
    problems.add(header?.row ?? 1, null, 'entity/empty-file');
    problems.throwIfAny();
  }
  if (!header) throw new Error('unreachable');
  const columns = readHeader(header, problems);
  problems.throwIfAny();
  if (rows.length > MAX_ENTITIES) {
    problems.add(rows[MAX_ENTITIES]?.row ?? 0, null, 'entity/too-many', String(MAX_ENTITIES));
    problems.throwIfAny();
  }
  const entities = rows.map((row) => readRow(row, columns, header.cells, problems, idsByName));
  const names = new Set<string>();
  const ids = new Set<string>();
  entities.forEach((entity, i) => {
    const row = rows[i]?.row ?? 0;
    const key = nameKey(entity.name);
    if (key !== '' && names.has(key))
      problems.add(row, 'name', 'entity/duplicate-name', entity.name);
    names.add(key);
    if (ids.has(entity.id)) problems.add(row, 'id', 'entity/duplicate-id', entity.id);
    ids.add(entity.id);
  });
  problems.throwIfAny();
  return { entities, customDrivers: [...columns.custom.values()] };
}

// ---------------------------------------------------------------- writing

function table(entities: readonly ServiceEntity[], customDrivers: readonly CustomDriver[]) {
  const header = [
    ...STANDARD_COLUMNS,
    ...customDrivers.map((d) =>
      d.name === d.key ? `custom:${d.key}` : `custom:${d.key}:${d.name}`,
    ),
  ];
  const rows = entities.map((e) => [
    e.id,
    e.name,
    e.type,
    e.distanceKm,
    e.vehiclesOperated,
    e.vehiclesOwned,
    ...customDrivers.map((d) => e.custom[d.key] ?? 0),
  ]);
  return { header, rows };
}

/** A CSV field, quoted when it holds a comma, a quote or a line break; formulas defused. */
function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export type EntityFile = { bytes: Buffer; contentType: string; extension: 'xlsx' | 'csv' };

/** The set as a file the import reads back: CSV in UTF-8 with a BOM (Excel reads the Korean). */
export async function writeEntityFile(
  entities: readonly ServiceEntity[],
  customDrivers: readonly CustomDriver[],
  format: 'xlsx' | 'csv',
): Promise<EntityFile> {
  const { header, rows } = table(entities, customDrivers);
  if (format === 'csv') {
    const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
    return {
      bytes: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  }
  const workbook = newWorkbook();
  addTable(
    workbook,
    'entities',
    header.map((h, i) => ({ header: h, width: i === 1 ? 28 : 18 })),
    rows.map((cells) => ({ cells })),
  );
  return {
    bytes: await toBuffer(workbook),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}

export function writeEntityTemplate(format: 'xlsx' | 'csv'): Promise<EntityFile> {
  return writeEntityFile(SAMPLE_SERVICE_ENTITIES, [], format);
}
