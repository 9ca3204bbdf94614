import type {
  DashboardCompany,
  DashboardRatio,
  DashboardStatement,
  StatementStatus,
} from '@bus/domain';

/** The statement types the year has none of, in their order (the card says which are missing). */
export function missingStatements(company: Pick<DashboardCompany, 'statements'>): string[] {
  return company.statements.filter((slot) => slot.status === null).map((slot) => slot.type);
}

/** The year has no statement at all: the card shows the upload prompt instead of figures. */
export function hasNoStatements(company: Pick<DashboardCompany, 'statements'>): boolean {
  return company.statements.every((slot) => slot.status === null);
}

/** The colour of a statement's status tag: its review state, or grey when it is missing. */
export function statusColor(status: StatementStatus | null): string {
  switch (status) {
    case 'verified':
      return 'success';
    case 'warning':
      return 'warning';
    case 'error':
      return 'error';
    case 'pending':
      return 'processing';
    default:
      return 'default';
  }
}

export type StatusKey = StatementStatus | 'missing';

export function statusKey(slot: Pick<DashboardStatement, 'status'>): StatusKey {
  return slot.status ?? 'missing';
}

export type Arrow = { symbol: '▲' | '▼' | '―' | ''; key: 'up' | 'down' | 'flat' | 'none' };

/**
 * The arrow beside a ratio: ▲ when it rose from last year, ▼ when it fell, ― when both years show
 * the same; none when a year has no value (the server's ratioTrend decides, the screen draws it).
 */
export function arrowOf(ratio: Pick<DashboardRatio, 'trend'>): Arrow {
  switch (ratio.trend) {
    case 'up':
      return { symbol: '▲', key: 'up' };
    case 'down':
      return { symbol: '▼', key: 'down' };
    case 'flat':
      return { symbol: '―', key: 'flat' };
    default:
      return { symbol: '', key: 'none' };
  }
}

/** Money and number formatting language of the dashboard: Korean units, else English ones. */
export function moneyLng(language: string | undefined): 'ko' | 'en' {
  return language === 'ko' || language === undefined ? 'ko' : 'en';
}
