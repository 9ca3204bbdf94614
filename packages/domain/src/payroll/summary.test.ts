import { describe, expect, it } from 'vitest';
import { type PayrollStoredRow, summarisePayroll } from './summary';
import type { PayrollJobKey } from './types';

function row(
  jobType: PayrollJobKey,
  month: number | null,
  pay: Partial<PayrollStoredRow> = {},
): PayrollStoredRow {
  return {
    documentId: month === null ? 'annual' : `m${month}`,
    employeeNo: null,
    jobType,
    jobLabel: jobType,
    month,
    basePay: 1_000,
    allowances: 100,
    bonuses: 200,
    overtime: 50,
    retirement: 80,
    employerInsurance: null,
    ...pay,
  };
}

const byJob = (figures: ReturnType<typeof summarisePayroll>, jobType: PayrollJobKey) =>
  figures.byJobType.find((totals) => totals.jobType === jobType);

describe('summarisePayroll', () => {
  it('totals an annual register per job type with headcount, pay, average and per-bus ratio', () => {
    const rows = [
      row('driver', null),
      row('driver', null, { basePay: 2_001 }),
      row('office', null, { employerInsurance: 90 }),
      row('office', null),
    ];
    const figures = summarisePayroll(rows, 300);
    expect(figures.coverage).toEqual({ source: 'annual', months: [], complete: true });
    expect(byJob(figures, 'driver')).toEqual({
      jobType: 'driver',
      headcount: 2,
      basePay: 3_001,
      allowances: 200,
      bonuses: 400,
      overtime: 100,
      retirement: 160,
      employerInsurance: null,
      pay: 3_701,
      averagePay: 1_851,
      perBus: 0.007,
      standard: null,
    });
    expect(byJob(figures, 'office')).toMatchObject({
      employerInsurance: 90,
      standard: { perBus: 0.17, region: { ko: '경기' }, year: 2024 },
    });
    expect(figures.total).toMatchObject({ headcount: 4, pay: 3_701 + 2_700, averagePay: 1_600 });
    expect(figures.monthly).toEqual([]);
  });

  it('shows the four job types even when empty, and other only when present', () => {
    const figures = summarisePayroll([row('driver', null)], null);
    expect(figures.byJobType.map((totals) => totals.jobType)).toEqual([
      'driver',
      'mechanic',
      'office',
      'director',
    ]);
    expect(byJob(figures, 'mechanic')).toMatchObject({
      headcount: 0,
      averagePay: null,
      perBus: null,
    });
    const withOther = summarisePayroll([row('other', null)], null);
    expect(withOther.byJobType.map((totals) => totals.jobType)).toContain('other');
  });

  it('averages the headcount of monthly registers to one decimal and lists each month', () => {
    const rows = [
      row('driver', 1),
      row('driver', 1),
      row('driver', 2),
      row('driver', 2),
      row('driver', 3),
      row('mechanic', 1),
    ];
    const figures = summarisePayroll(rows, 10);
    expect(figures.coverage).toEqual({ source: 'monthly', months: [1, 2, 3], complete: false });
    expect(byJob(figures, 'driver')).toMatchObject({
      headcount: 1.7,
      pay: 5 * 1_350,
      perBus: 0.17,
    });
    expect(byJob(figures, 'mechanic')).toMatchObject({ headcount: 0.3 });
    expect(figures.total.headcount).toBe(2);
    expect(figures.monthly[0]).toEqual({
      month: 1,
      headcount: 3,
      byJobType: [
        { jobType: 'driver', headcount: 2, pay: 2_700 },
        { jobType: 'mechanic', headcount: 1, pay: 1_350 },
        { jobType: 'office', headcount: 0, pay: 0 },
        { jobType: 'director', headcount: 0, pay: 0 },
      ],
    });
  });

  it('takes the annual register when monthly ones exist beside it', () => {
    const figures = summarisePayroll(
      [row('driver', null), row('driver', 1), row('driver', 2)],
      null,
    );
    expect(figures.coverage.source).toBe('annual');
    expect(figures.total.headcount).toBe(1);
  });

  it('calls twelve months complete and no rows none', () => {
    const year = Array.from({ length: 12 }, (_, i) => row('office', i + 1));
    expect(summarisePayroll(year, null).coverage.complete).toBe(true);
    expect(summarisePayroll([], null)).toMatchObject({
      coverage: { source: 'none', months: [], complete: false },
      total: { headcount: 0, pay: 0, averagePay: null },
    });
  });
});
