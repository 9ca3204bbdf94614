import type { StatementType } from '@bus/domain';
import type { PeriodCompany, PeriodRepo } from '../costing/period-repo';
import type {
  CostDocumentRow,
  CostingRepo,
  InvestmentRow,
  OtherAdjustmentRow,
} from '../costing/repo';
import type { AccountRow, StatementRow } from '../financial-data/statement-repo';
import type { AccountFigures, DashboardCompanyRow, DashboardRepo } from './repo';

/**
 * Everything the costing services read of one fiscal year, for every company on the dashboard,
 * fetched in a handful of queries. The costing services are then built over repositories that
 * answer from it (below), so the dashboard runs costing's own code on costing's own rows and
 * shows, to the won, what each screen shows — without a query per company.
 */
export type YearSnapshot = {
  fiscalYear: number;
  companies: Map<string, PeriodCompany>;
  /** Each company's live statements of the year, newest first. */
  statements: Map<string, StatementRow[]>;
  /** Accounts of each company's newest statement of each type (what the loader reads). */
  accounts: Map<string, AccountFigures[]>;
  documents: Map<string, CostDocumentRow>;
  investments: Map<string, InvestmentRow>;
  otherAdjustments: Map<string, OtherAdjustmentRow[]>;
};

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The newest statement of each type of a company (its rows are newest first). */
export function newestByType(rows: readonly StatementRow[]): Map<StatementType, StatementRow> {
  const newest = new Map<StatementType, StatementRow>();
  for (const row of rows) if (!newest.has(row.type)) newest.set(row.type, row);
  return newest;
}

export async function loadYearSnapshot(
  repo: DashboardRepo,
  companies: readonly DashboardCompanyRow[],
  fiscalYear: number,
): Promise<YearSnapshot> {
  const ids = companies.map((company) => company.id);
  const [statementRows, documents, investments, others] = await Promise.all([
    repo.statementsOfYear(ids, fiscalYear),
    repo.documents(ids, fiscalYear),
    repo.investments(ids, fiscalYear),
    repo.otherAdjustments(ids, fiscalYear),
  ]);
  const statements = groupBy(statementRows, (row) => row.companyId);
  const read = [...statements.values()].flatMap((rows) => [...newestByType(rows).values()]);
  const accountRows = await repo.accounts(read.map((row) => row.id));
  const accounts = groupBy(accountRows, (row) => row.statementId);
  // A statement without lines is read too: it answers "no accounts", not "not fetched".
  for (const row of read) if (!accounts.has(row.id)) accounts.set(row.id, []);
  return {
    fiscalYear,
    companies: new Map(companies.map((c) => [c.id, { id: c.id, name: c.name }])),
    statements,
    accounts,
    documents: new Map(documents.map((row) => [row.companyId, row])),
    investments: new Map(investments.map((row) => [row.companyId, row])),
    otherAdjustments: groupBy(others, (row) => row.companyId),
  };
}

type Key = { companyId: string; fiscalYear: number };

const covers = (snapshot: YearSnapshot, key: Key) =>
  key.fiscalYear === snapshot.fiscalYear && snapshot.companies.has(key.companyId);

/** costing's PeriodRepo answering from the snapshot; anything outside it goes to `fallback`. */
export function snapshotPeriodRepo(snapshot: YearSnapshot, fallback: PeriodRepo): PeriodRepo {
  return {
    company: async (id) => snapshot.companies.get(id) ?? fallback.company(id),
    statementsOfYear: async (companyId, fiscalYear) =>
      covers(snapshot, { companyId, fiscalYear })
        ? (snapshot.statements.get(companyId) ?? [])
        : fallback.statementsOfYear(companyId, fiscalYear),
    accounts: async (statementId) => {
      const figures = snapshot.accounts.get(statementId);
      // The loader reads only these columns of an account (period.ts stored() and toValues());
      // the dashboard API test holds its figures equal to the screens', which read whole rows.
      return figures ? (figures as AccountRow[]) : fallback.accounts(statementId);
    },
  };
}

/** costing's CostingRepo whose period reads answer from the snapshot (writes stay the real ones). */
export function snapshotCostingRepo(snapshot: YearSnapshot, real: CostingRepo): CostingRepo {
  return {
    ...real,
    document: async (key) =>
      covers(snapshot, key) ? (snapshot.documents.get(key.companyId) ?? null) : real.document(key),
    investment: async (key) =>
      covers(snapshot, key)
        ? (snapshot.investments.get(key.companyId) ?? null)
        : real.investment(key),
    otherAdjustments: async (key) =>
      covers(snapshot, key)
        ? (snapshot.otherAdjustments.get(key.companyId) ?? [])
        : real.otherAdjustments(key),
  };
}
