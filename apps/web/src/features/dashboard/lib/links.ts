import type { DashboardCompany } from '@bus/domain';

/**
 * The screen each dashboard card's figure comes from, opened on the same company and year, so a
 * click shows the figure where it is made.
 */
export function cardLinks(
  company: Pick<DashboardCompany, 'id' | 'fiscalYear' | 'costPerBusDay' | 'forecast'>,
) {
  const period = `company=${encodeURIComponent(company.id)}&year=${company.fiscalYear}`;
  const entityPeriod = company.costPerBusDay.entityPeriod ?? `${company.fiscalYear}-01`;
  return {
    statements: '/financial-data-center/manage',
    ratios: '/financial-data-center/analyze',
    totalCost: `/transportation-general-cost?${period}`,
    investment: `/investment-compensation?${period}`,
    support: `/financial-support?${period}`,
    busDay: `/cost-allocation?company=${encodeURIComponent(company.id)}&period=${entityPeriod}`,
    forecast: company.forecast
      ? `/forecast?run=${encodeURIComponent(company.forecast.runId)}`
      : '/forecast',
  };
}

export type CardLinks = ReturnType<typeof cardLinks>;

/** A board notice's own page. */
export function noticeLink(id: string): string {
  return `/board/posts/${encodeURIComponent(id)}`;
}
