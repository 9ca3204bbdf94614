import {
  type AllocationLine,
  type AllocationLinesView,
  type AllocationRunView,
  allocate,
  type EntitySetView,
  SAMPLE_SERVICE_ENTITIES,
  type ServiceEntity,
} from '@bus/domain';
import { COMPANY_ID, FIXTURE_NOW } from '../../../test/costing-fixtures';

export { COMPANY_ID };

/** expected.md §8: sample A's three routes and their drivers (the domain's sample rows). */
export const ROUTES: ServiceEntity[] = SAMPLE_SERVICE_ENTITIES.map((entity) => ({ ...entity }));

type Driver = AllocationLine['driver'];
const KM: Driver = 'distance_km';
const OPERATED: Driver = 'vehicles_operated';
const OWNED: Driver = 'vehicles_owned';

/** expected.md §8: sample A's operating expense lines (cost statement, then SG&A) and drivers. */
const LINES: [string, number, Driver, 'cs' | 'sga'][] = [
  ['연료비', 10_512_000_000, KM, 'cs'],
  ['유가보조금', -1_095_000_000, KM, 'cs'],
  ['부품비', 1_642_500_000, KM, 'cs'],
  ['타이어비', 547_500_000, KM, 'cs'],
  ['윤활유비', 219_000_000, KM, 'cs'],
  ['수선비', 985_500_000, KM, 'cs'],
  ['차량유지비', 438_000_000, KM, 'cs'],
  ['통행료', 48_000_000, KM, 'cs'],
  ['사고처리비', 310_000_000, KM, 'cs'],
  ['전력비', 145_000_000, KM, 'cs'],
  ['운전직급여', 28_900_000_000, OPERATED, 'cs'],
  ['상여금', 7_200_000_000, OPERATED, 'cs'],
  ['퇴직급여', 3_150_000_000, OPERATED, 'cs'],
  ['복리후생비', 4_650_000_000, OPERATED, 'cs'],
  ['교육훈련비', 62_000_000, OPERATED, 'cs'],
  ['지급수수료', 720_000_000, OPERATED, 'cs'],
  ['피복비', 55_000_000, OPERATED, 'cs'],
  ['정비직급여', 1_980_000_000, OWNED, 'cs'],
  ['감가상각비', 3_980_000_000, OWNED, 'cs'],
  ['보험료', 1_862_000_000, OWNED, 'cs'],
  ['세금과공과', 160_000_000, OWNED, 'cs'],
  ['지급임차료', 620_000_000, OWNED, 'cs'],
  ['소모품비', 98_000_000, OWNED, 'cs'],
  ['임원급여', 480_000_000, OWNED, 'sga'],
  ['급여', 2_040_000_000, OWNED, 'sga'],
  ['퇴직급여', 215_000_000, OWNED, 'sga'],
  ['복리후생비', 310_000_000, OWNED, 'sga'],
  ['여비교통비', 28_000_000, OWNED, 'sga'],
  ['기업업무추진비', 35_000_000, OWNED, 'sga'],
  ['통신비', 42_000_000, OWNED, 'sga'],
  ['수도광열비', 31_000_000, OWNED, 'sga'],
  ['세금과공과', 96_000_000, OWNED, 'sga'],
  ['감가상각비', 88_000_000, OWNED, 'sga'],
  ['무형자산상각비', 24_000_000, OWNED, 'sga'],
  ['지급임차료', 60_000_000, OWNED, 'sga'],
  ['수선비', 18_000_000, OWNED, 'sga'],
  ['보험료', 22_000_000, OWNED, 'sga'],
  ['차량유지비', 26_000_000, OWNED, 'sga'],
  ['교육훈련비', 12_000_000, OWNED, 'sga'],
  ['도서인쇄비', 6_000_000, OWNED, 'sga'],
  ['소모품비', 19_000_000, OWNED, 'sga'],
  ['지급수수료', 165_000_000, OWNED, 'sga'],
  ['광고선전비', 8_000_000, OWNED, 'sga'],
  ['대손상각비', 14_000_000, OWNED, 'sga'],
];

/** expected.md §3: sample A's operating expense, to the won. */
export const OPERATING_EXPENSE = 70_928_500_000;

export const sampleLines: AllocationLine[] = LINES.map(([name, amount, driver, part], index) => ({
  key: `${part}|${index}`,
  name,
  statement: part === 'cs' ? 'cost_statement' : 'income_statement',
  category: part === 'cs' ? 'transportation_cost' : 'administration_cost',
  standardId: null,
  amount,
  driver,
  driverSource: part === 'cs' ? 'dictionary' : 'sga',
}));

const author = { id: 'user-user', name: '김회계' };

export function entitySet(
  entities: ServiceEntity[] = ROUTES,
  overrides: Partial<EntitySetView> = {},
): EntitySetView {
  return {
    companyId: COMPANY_ID,
    period: '2024-01',
    entities,
    customDrivers: [],
    version: entities.length > 0 ? 1 : 0,
    updatedAt: entities.length > 0 ? FIXTURE_NOW : null,
    updatedBy: entities.length > 0 ? author : null,
    previousPeriod: null,
    ...overrides,
  };
}

export function linesView(lines: AllocationLine[] = sampleLines): AllocationLinesView {
  return {
    companyId: COMPANY_ID,
    period: '2024-01',
    fiscalYear: 2024,
    includeNonOperating: false,
    missing: [],
    lines: lines.map((line) => ({
      ...line,
      defaultDriver: line.driver,
      defaultDriverSource: line.driverSource,
      adjusts: null,
      inflationItem: 'unmapped',
      override: null,
    })),
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    unmatchedOverrides: [],
  };
}

/** A stored run computed by the domain's allocate() from the lines and entities (estimate = +4 %). */
export function runView(
  id = 'aaaaaaaa-0000-4000-8000-000000000001',
  entities: ServiceEntity[] = ROUTES,
  lines: AllocationLine[] = sampleLines,
): AllocationRunView {
  const outcome = allocate(lines, entities, { fiscalYear: 2024 });
  if (!outcome.ok) throw new Error(`fixture does not allocate: ${outcome.refusal.code}`);
  const { result } = outcome;
  const estimate = (amount: number) => Math.round(amount * 1.04);
  return {
    id,
    companyId: COMPANY_ID,
    period: '2024-01',
    fiscalYear: 2024,
    label: null,
    includeNonOperating: false,
    total: result.total,
    entityCount: entities.length,
    createdAt: FIXTURE_NOW,
    createdBy: author,
    inputs: {
      entities,
      customDrivers: [],
      entitySetVersion: 1,
      overrides: [],
      statementIds: [],
      transportCostVersion: 0,
      investmentCompensation: null,
      includeNonOperating: false,
      scenario: {
        id: null,
        name: '기본',
        rates: {
          labor: 4.73,
          diesel: 2.44,
          tyres: 2.81,
          parts: 1.29,
          lubricants: 5.42,
          road_passenger_service: 3.81,
        },
        unmappedRate: 0,
      },
    },
    result: {
      ...result,
      entities: result.entities.map((entity) => ({
        ...entity,
        byDriver: entity.byDriver as Record<string, number>,
        estimate: estimate(entity.total),
      })),
      rows: result.rows.map((row) => ({ ...row, estimate: estimate(row.total) })),
      estimateTotal: result.rows.reduce((sum, row) => sum + estimate(row.total), 0),
    },
  };
}
