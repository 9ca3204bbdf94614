import {
  type AccountValues,
  type Classification,
  type CostingMissing,
  classifiableFromStored,
  classifyAccounts,
  computeRatios,
  type RatioSet,
  type StatementType,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import { toValues } from '../financial-data/views';
import type { PeriodAccount, PeriodCompany, PeriodRepo, PeriodStatement } from './period-repo';

type AccountRow = PeriodAccount;
type StatementRow = PeriodStatement;

/** What every costing screen reads of a company's year in the financial data center. */
export type PeriodData = {
  company: PeriodCompany;
  fiscalYear: number;
  /** Id of the statement each type was read from (the newest of the year). */
  statementIds: Partial<Record<StatementType, string>>;
  values: Partial<Record<StatementType, AccountValues[]>>;
  /** The automatic classification, before any decision of the user. */
  classifications: Classification[];
  /** Null when the year has no statement at all. */
  ratios: RatioSet | undefined;
};

/** The newest statement of each type (sameYear lists newest first), as the ratio report reads. */
function latestByType(rows: StatementRow[]): Partial<Record<StatementType, StatementRow>> {
  const latest: Partial<Record<StatementType, StatementRow>> = {};
  for (const row of rows) latest[row.type] ??= row;
  return latest;
}

const stored = (rows: AccountRow[]) =>
  rows.map((r) => ({
    id: r.id,
    name: r.name,
    standardId: r.standardId,
    isTotal: r.isTotal,
    currentValue: r.currentValue,
    mappingConfidence: r.mappingConfidence,
  }));

export function missingOf(period: PeriodData, needed: readonly StatementType[]): CostingMissing[] {
  return needed.filter((type) => !period.values[type]);
}

/**
 * Loads the newest live statements of a company's year and classifies their accounts; a company
 * in the trash (or unknown) is 404.
 */
export function periodLoader(repo: PeriodRepo) {
  return async (companyId: string, fiscalYear: number): Promise<PeriodData> => {
    const company = await repo.company(companyId);
    if (!company) throw new AppError('not_found', 404);
    const latest = latestByType(await repo.statementsOfYear(companyId, fiscalYear));
    const statementIds: PeriodData['statementIds'] = {};
    const accounts: Partial<Record<StatementType, AccountRow[]>> = {};
    for (const [type, row] of Object.entries(latest) as [StatementType, StatementRow][]) {
      statementIds[type] = row.id;
      accounts[type] = await repo.accounts(row.id);
    }
    const values: PeriodData['values'] = {};
    for (const [type, rows] of Object.entries(accounts) as [StatementType, AccountRow[]][]) {
      values[type] = toValues(rows);
    }
    const classifications = accounts.income_statement
      ? classifyAccounts({
          incomeStatement: classifiableFromStored(
            'income_statement',
            stored(accounts.income_statement),
          ),
          costStatement: classifiableFromStored(
            'cost_statement',
            stored(accounts.cost_statement ?? []),
          ),
        })
      : [];
    const ratios =
      Object.keys(values).length > 0
        ? computeRatios({
            fiscalYear,
            balanceSheet: values.balance_sheet,
            incomeStatement: values.income_statement,
            costStatement: values.cost_statement,
          })
        : undefined;
    return { company, fiscalYear, statementIds, values, classifications, ratios };
  };
}

export type PeriodLoader = ReturnType<typeof periodLoader>;
