/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractedStatement, Provenance, StatementType } from './types';

/** Test helper: the sample statement sets of fixtures/samples (copied from docs/domain/samples). */
export const SAMPLE_COMPANIES = ['A_city_bus_300', 'B_intercity_small'] as const;
export type SampleCompany = (typeof SAMPLE_COMPANIES)[number];

const SAMPLES_DIR = fileURLToPath(new URL('../../../../fixtures/samples/', import.meta.url));

/** Reads a comma-separated file with a header row; fields may be double-quoted ("" escapes). */
export function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...body] = rows.filter((r) => r.some((f) => f.trim() !== ''));
  const keys = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  return body.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])));
}

export function readFixture(relativePath: string): string {
  return readFileSync(`${SAMPLES_DIR}${relativePath}`, 'utf8');
}

const CSV_PROVENANCE: Provenance = {
  extractor: 'csv',
  sheet: null,
  page: null,
  cell: null,
  position: null,
};

/** One statement of a sample set as an extractor would hand it over (amounts in won). */
export function sampleStatement(company: SampleCompany, type: StatementType): ExtractedStatement {
  const rows = readCsv(readFixture(`${company}/${type}.csv`));
  return {
    type,
    unit: '원',
    title: null,
    lines: rows.map((r, i) => ({
      label: r.account_name ?? '',
      current: r.current_value ? Number(r.current_value) : null,
      previous: r.previous_value ? Number(r.previous_value) : null,
      provenance: { ...CSV_PROVENANCE, cell: `C${i + 2}` },
    })),
  };
}

/**
 * expected.md §6 "Financial ratios" of one company: per ratio row (①…⑩ in RATIO_KEYS order) the
 * 2024 and 2023 percentages, null where the file shows a dash.
 */
export function expectedRatios(
  company: SampleCompany,
): Array<{ current: number | null; previous: number | null }> {
  const text = readFixture('expected.md');
  const start = text.indexOf(`## ${company}`);
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  const table = section.slice(section.indexOf('### 6.'));
  const percent = (cell: string) => {
    const m = /(-?[\d.]+)%/.exec(cell);
    return m?.[1] ? Number(m[1]) : null;
  };
  return table
    .split('\n')
    .filter((line) => /^\| [①②③④⑤⑥⑦⑧⑨⑩] \|/.test(line))
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      return { current: percent(cells[4] ?? ''), previous: percent(cells[6] ?? '') };
    });
}
