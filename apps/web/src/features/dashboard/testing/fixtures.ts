import type { DashboardCompany, DashboardView } from '@bus/domain';
import { RATIO_KEYS, STANDARD_COST_REFERENCES } from '@bus/domain';
import { TEST_ORGANISATION } from '../../../test/app-test-utils';

export const COMPANY_A = '11111111-1111-4111-8111-111111111111';
export const COMPANY_B = '22222222-2222-4222-8222-222222222222';

/** Sample A's 2024 figures (expected.md §3–§7) as the dashboard answers them. */
export function companyCard(overrides: Partial<DashboardCompany> = {}): DashboardCompany {
  return {
    id: COMPANY_A,
    name: '가람시내버스(주)',
    organisation: TEST_ORGANISATION,
    access: 'write',
    fiscalYear: 2024,
    statements: [
      {
        type: 'balance_sheet',
        status: 'verified',
        statementId: '31111111-1111-4111-8111-111111111111',
      },
      {
        type: 'income_statement',
        status: 'warning',
        statementId: '41111111-1111-4111-8111-111111111111',
      },
      {
        type: 'cost_statement',
        status: 'verified',
        statementId: '51111111-1111-4111-8111-111111111111',
      },
    ],
    costingMissing: [],
    costing: {
      transportationCost: 67_189_500_000,
      administrationCost: 3_739_000_000,
      operatingExpense: 70_928_500_000,
      nonOperatingExpense: 851_000_000,
      nonOperatingIncome: 265_000_000,
      appropriateCost: 71_514_500_000,
      otherAdjustmentsTotal: 0,
      unclassifiedCount: 0,
      investment: { amount: 977_608_135, source: 'stored', differs: false },
      totalCost: 72_492_108_135,
    },
    support: {
      cost: 72_492_108_135,
      transportRevenue: 51_400_000_000,
      otherOperatingRevenue: 360_000_000,
      subsidiesReceived: 21_050_000_000,
      transportLoss: 20_732_108_135,
      supportNeed: 20_732_108_135,
      supportGap: -317_891_865,
      recoveryRate: 0.709,
    },
    costPerBusDay: {
      value: 662_028,
      buses: 300,
      days: 365,
      busDays: 109_500,
      entityPeriod: '2024-01',
      missing: [],
    },
    ratios: {
      items: RATIO_KEYS.map((key) => ({
        key,
        current: key === 'equityRatio' ? 45.9214 : key === 'debtToEquity' ? 117.76 : 10,
        previous:
          key === 'salesGrowth'
            ? null
            : key === 'equityRatio'
              ? 43.5869
              : key === 'debtToEquity'
                ? 129.43
                : 10,
        trend:
          key === 'salesGrowth'
            ? null
            : key === 'equityRatio'
              ? 'up'
              : key === 'debtToEquity'
                ? 'down'
                : 'flat',
        affectedByCapitalErosion: false,
      })),
      capitalErosion: false,
      insufficientData: false,
    },
    forecast: null,
    problem: null,
    ...overrides,
  };
}

export function dashboardView(overrides: Partial<DashboardView> = {}): DashboardView {
  return {
    fiscalYear: 2024,
    years: [2024, 2023],
    overseer: false,
    companies: [companyCard()],
    total: 1,
    page: 1,
    pageSize: 50,
    references: STANDARD_COST_REFERENCES.map((reference) => ({ ...reference })),
    notices: { unread: 0, items: [] },
    ...overrides,
  };
}
