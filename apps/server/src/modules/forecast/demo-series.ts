import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeriesData } from '@bus/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { REPO_ROOT } from '../../config';
import { companies } from '../../platform/db/schema/financial-data';
import type { Services } from '../../services';
import { DEMO_COMPANIES } from '../financial-data/demo-companies';

/** The saved series every demo operator gets, named as demo data like the companies. */
export const DEMO_SERIES_NAME = '월별 운송수입 [가상]';
const FIRST_YEAR = 2020;
const LAST_YEAR = 2024;

/**
 * Share of a year's fare revenue in each month: the winter and Lunar New Year trough, the spring
 * and autumn commuting months, the summer holiday peak. A made-up but typical city-bus profile;
 * the shares sum to 1.
 */
const MONTH_SHARES = [
  0.078, 0.074, 0.084, 0.085, 0.087, 0.083, 0.086, 0.088, 0.084, 0.087, 0.083, 0.081,
];

/** Month-to-month irregularity of ±3 %: a fixed sequence (no randomness), so every start seeds alike. */
const irregular = (month: number) => 0.03 * Math.sin(month * 2.399963);

/**
 * Sixty months of demo fare revenue (2020-01 … 2024-12) derived from a sample company's own
 * statements: the years 2024 and 2023 are its 운송수입 (current and previous), earlier years go
 * back at the same yearly growth, and each year is split by MONTH_SHARES with a fixed ±3 %
 * irregularity, in won, the rounding left on December so every year adds up to its total. Demo data, never an operator's figures.
 */
export function demoRevenueSeries(revenue2023: number, revenue2024: number): SeriesData {
  const growth = revenue2024 / revenue2023;
  const labels: string[] = [];
  const values: number[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
    const total =
      year === LAST_YEAR ? revenue2024 : Math.round(revenue2023 / growth ** (LAST_YEAR - 1 - year));
    const weights = MONTH_SHARES.map((share, i) => share * (1 + irregular(year * 12 + i)));
    const sum = weights.reduce((a, w) => a + w, 0);
    const months = weights.map((weight) => Math.round((total * weight) / sum));
    months[11] = total - months.slice(0, 11).reduce((sum, v) => sum + v, 0);
    months.forEach((value, i) => {
      labels.push(`${year}-${String(i + 1).padStart(2, '0')}`);
      values.push(value);
    });
  }
  return { frequency: 'monthly', labels, values };
}

/** 운송수입 of fiscal 2024 and 2023 in a sample's all.csv, or null when the checkout has none. */
async function sampleRevenue(folder: string): Promise<[number, number] | null> {
  const path = join(REPO_ROOT, 'fixtures', 'samples', folder, 'all.csv');
  const text = await readFile(path, 'utf8').catch(() => null);
  const line = text?.split(/\r?\n/).find((row) => row.split(',')[2] === '운송수입');
  const [, , , current, previous] = line?.split(',') ?? [];
  return current && previous ? [Number(previous), Number(current)] : null;
}

/**
 * Development with DEMO_SEED: each demo operator's company gets its saved 60-month series, so the
 * wizard's "saved series" picker and the dashboard have something to show. Only a missing series
 * is added; returns what was added, or null while a company does not exist yet.
 */
export async function seedDemoSeries(services: Services): Promise<string[] | null> {
  const added: string[] = [];
  for (const demo of DEMO_COMPANIES) {
    const [company] = await services.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.name, demo.name), isNull(companies.deletedAt)));
    if (!company) return null;
    const revenue = await sampleRevenue(demo.folder);
    if (!revenue) continue;
    const { series } = services.forecast;
    const known = await series.findByName(company.id, DEMO_SERIES_NAME);
    if (known) continue;
    await series.save(
      { companyId: company.id, name: DEMO_SERIES_NAME, series: demoRevenueSeries(...revenue) },
      null,
    );
    added.push(demo.name);
  }
  return added;
}
