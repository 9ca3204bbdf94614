import { classifyAccounts } from '../costing/classify';
import { sampleClassifiable } from '../costing/test-fixtures';
import { readFixture, type SampleCompany } from '../statements/test-fixtures';
import type { EntityType, ServiceEntity } from './entities';

const won = (text: string) => Number(text.replaceAll(',', '').replaceAll('*', ''));

function section(company: SampleCompany, from: string, to: string): string {
  const text = readFixture('expected.md');
  const start = text.indexOf(`## ${company}`);
  const begin = text.indexOf(from, start);
  const end = text.indexOf(to, begin);
  return text.slice(begin, end === -1 ? undefined : end);
}

const cellsOf = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

/** The sample's classification as the transport-cost screen has it (no user decisions). */
export function sampleClassifications(company: SampleCompany) {
  return classifyAccounts(sampleClassifiable(company));
}

/**
 * expected.md §8 "Cost allocation to service entities": the entity table (id, name, type and the
 * three drivers), the three pools and every entity's allocated total, read from the file.
 */
export function expectedAllocation(company: SampleCompany) {
  const text = section(company, '### 8.', '### 9.');
  const rows = text.split('\n').filter((line) => /^\| [A-Z]-\d+ /.test(line));
  const entities: ServiceEntity[] = [];
  const totals = new Map<string, number>();
  for (const row of rows) {
    const cells = cellsOf(row);
    const [label = ''] = cells;
    const id = label.slice(0, label.indexOf(' '));
    const name = label.slice(label.indexOf(' ') + 1);
    if (cells.length === 5) {
      entities.push({
        id,
        name,
        type: cells[1] as EntityType,
        distanceKm: won(cells[2] ?? ''),
        vehiclesOperated: won(cells[3] ?? ''),
        vehiclesOwned: won(cells[4] ?? ''),
        custom: {},
      });
    } else totals.set(id, won(cells.at(-1) ?? ''));
  }
  const pool = (name: string) =>
    won(new RegExp(`pool \\*\\*${name}\\*\\* = ([\\d,]+)`).exec(text)?.[1] ?? 'NaN');
  return {
    entities,
    totals,
    pools: {
      distance_km: pool('km'),
      vehicles_operated: pool('operated'),
      vehicles_owned: pool('owned'),
    },
  };
}

/** expected.md §9: per inflation item its rate, base and estimate, and the total row. */
export function expectedEstimate(company: SampleCompany) {
  const text = section(company, '### 9.', '\n## ');
  const items = new Map<string, { rate: number; base: number; estimate: number }>();
  let total = { base: Number.NaN, estimate: Number.NaN };
  for (const row of text.split('\n').filter((line) => line.startsWith('| '))) {
    const [item = '', rate = '', base = '', estimate = ''] = cellsOf(row);
    if (item === '**total**') total = { base: won(base), estimate: won(estimate) };
    else if (/^[a-z_]+$/.test(item)) {
      items.set(item, {
        rate: Number(rate.replace('%', '')),
        base: won(base),
        estimate: won(estimate),
      });
    }
  }
  return { items, total };
}
