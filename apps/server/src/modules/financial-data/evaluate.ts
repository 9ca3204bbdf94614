import {
  type AccountValues,
  type AmountUnit,
  matchAccount,
  type StatementSet,
  type StatementStatus,
  type StatementType,
  statusOf,
  type ValidationMessage,
  validateStatement,
  validateStatementSet,
} from '@bus/domain';

export type StatementValues = { type: StatementType; accounts: AccountValues[] };

const SET_KEY: Record<StatementType, keyof StatementSet> = {
  balance_sheet: 'balanceSheet',
  income_statement: 'incomeStatement',
  cost_statement: 'costStatement',
};

/** Findings across statements concern the income and cost statements (cost total = 매출원가). */
const IN_CROSS_CHECKS: readonly StatementType[] = ['income_statement', 'cost_statement'];

/**
 * A statement's status and messages: its own checks (validateStatement) plus the checks across
 * the same company-year's statements (validateStatementSet). `others` come newest first; the
 * first of each type is the one that counts.
 */
export function evaluateStatement(
  statement: StatementValues & { unit: AmountUnit },
  others: StatementValues[],
): { status: StatementStatus; messages: ValidationMessage[] } {
  const options = { unit: statement.unit };
  const own = validateStatement(statement.type, statement.accounts, options).messages;
  const set: StatementSet = { [SET_KEY[statement.type]]: statement.accounts };
  for (const other of others) set[SET_KEY[other.type]] ??= other.accounts;
  const cross = IN_CROSS_CHECKS.includes(statement.type)
    ? validateStatementSet(set, options).crossMessages
    : [];
  const messages = [...own, ...cross];
  return { status: statusOf(messages), messages };
}

/** Dictionary fields of a line typed or renamed by a user. */
export function matchStandard(name: string, statementType: StatementType) {
  const match = matchAccount(name, { statementType });
  return { standardId: match.standardId, mappingConfidence: match.confidence };
}
