import type { PayrollStandard } from '../api/payroll';
import type { PayrollJobKey } from './types';

/** domain.md §2 and its source [S9], as the payroll view names it beside the ratios. */
const GYEONGGI_2024 = {
  region: { ko: '경기', en: 'Gyeonggi', ja: '京畿道' },
  year: 2024,
  source: { title: '경기교통공사 2024 공공관리제 표준운송원가', reference: 'domain.md [S9]' },
};

/**
 * Published staffing standards per owned bus (domain.md §2 보유비, ADR 0013 "How a year is
 * totalled"): office staff 0.17 and directors 0.028 per bus in Gyeonggi's 2024 공공관리제.
 * Drivers are paid at actual cost and the reference gives no per-bus figure for mechanics, so
 * they have none (null: the view says "no published standard" rather than invent one).
 */
export const PAYROLL_STANDARDS: Record<PayrollJobKey, PayrollStandard | null> = {
  driver: null,
  mechanic: null,
  office: { perBus: 0.17, ...GYEONGGI_2024 },
  director: { perBus: 0.028, ...GYEONGGI_2024 },
  other: null,
};
