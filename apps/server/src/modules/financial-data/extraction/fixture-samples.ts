import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementType } from '@bus/domain';
import { REPO_ROOT } from '../../../config';

/** Test support: the sample statements the fixtures were made from (the expected figures). */
export type SampleLine = { label: string; current: number; previous: number };

export const FIXTURES_DIR = join(REPO_ROOT, 'fixtures/statements');
export const COMPANIES = ['A_city_bus_300', 'B_intercity_small'] as const;
export const TYPES: readonly StatementType[] = [
  'balance_sheet',
  'income_statement',
  'cost_statement',
];

const SAMPLE_DIRS = [
  join(REPO_ROOT, 'fixtures/samples'),
  join(REPO_ROOT, '../shared/docs/domain/samples'),
  '/work/shared/docs/domain/samples',
];

export function readSample(company: string, type: StatementType): SampleLine[] {
  const dir = SAMPLE_DIRS.find((d) => existsSync(join(d, company, `${type}.csv`)));
  if (!dir) throw new Error(`sample ${company}/${type}.csv not found`);
  const [, ...rows] = readFileSync(join(dir, company, `${type}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/);
  return rows.map((row) => {
    const [, , label = '', current = '', previous = ''] = row.split(',');
    return { label, current: Number(current), previous: Number(previous) };
  });
}

export function fixture(...path: string[]): Buffer {
  return readFileSync(join(FIXTURES_DIR, ...path));
}
