import type { InvestmentView } from '@bus/domain';

export type DotStatus = 'success' | 'warning' | 'error';
export type StatusDot = {
  key: 'financial' | 'transport' | 'ratios';
  status: DotStatus;
  /** i18n key under `status.` of the investment namespace. */
  text: string;
  params: Record<string, string>;
};

/** Header dot "financial data": the balance sheet and income statement the auto-load needs. */
function financialDot(view: InvestmentView): StatusDot {
  if (view.missing.length === 0)
    return { key: 'financial', status: 'success', text: 'financialReady', params: {} };
  return {
    key: 'financial',
    status: 'error',
    text: 'financialMissing',
    params: { statements: view.missing.join(',') },
  };
}

/** Header dot "transport cost": operating cost read from the classified cost lines, or a fallback. */
function transportDot(view: InvestmentView): StatusDot {
  const field = view.autoLoaded.fields.operatingCost;
  const source = field?.source ?? '';
  if (!field || field.value === null)
    return { key: 'transport', status: 'error', text: 'transportMissing', params: { source } };
  if (field.fallback)
    return {
      key: 'transport',
      status: 'warning',
      text: 'transportFallback',
      params: { source, fallback: field.fallback },
    };
  return { key: 'transport', status: 'success', text: 'transportReady', params: { source } };
}

/** Header dot "financial ratios": Rd read from the average borrowing rate, or why not. */
function ratiosDot(view: InvestmentView): StatusDot {
  const problem = view.autoLoaded.problems.find(
    (p) => p.rule === 'borrowing_rate_missing' || p.rule === 'abnormal_borrowing_rate',
  );
  if (problem?.rule === 'abnormal_borrowing_rate')
    return { key: 'ratios', status: 'warning', text: 'ratiosAbnormal', params: {} };
  if (problem || view.autoLoaded.fields.debtRate?.value == null)
    return { key: 'ratios', status: 'error', text: 'ratiosMissing', params: {} };
  return { key: 'ratios', status: 'success', text: 'ratiosReady', params: {} };
}

/** The three status dots of the header card (spec §2), in their order. */
export function statusDots(view: InvestmentView): StatusDot[] {
  return [financialDot(view), transportDot(view), ratiosDot(view)];
}
