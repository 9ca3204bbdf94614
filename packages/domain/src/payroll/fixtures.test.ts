import { describe, expect, it } from 'vitest';
import { mapStatement } from '../statements/match';
import { type SampleCompany, sampleStatement } from '../statements/test-fixtures';
import { readPayrollRegister } from './read-register';
import { type ReconciliationStatement, reconcilePayroll } from './reconcile';
import { summarisePayroll } from './summary';
import { readPayrollCsv, readPayrollExpected } from './test-fixtures';

/** fixtures/payroll/expected.json (written by scripts/lib/make-payroll.mjs). */
type Expected = {
  companies: Record<
    SampleCompany,
    {
      ownedBuses: number;
      byJobType: Record<string, Record<string, number | null>>;
      total: Record<string, number | null>;
      reconciliation: Array<{
        key: string;
        statementAmount: number;
        payrollAmount: number;
        difference: number;
      }>;
    }
  >;
  bad: Record<string, { ok: boolean; [key: string]: unknown }>;
};
const EXPECTED = readPayrollExpected() as unknown as Expected;
const OPTIONS = { fiscalYear: 2024, month: null, keepNames: false };

function statementOf(company: SampleCompany, type: 'cost_statement' | 'income_statement') {
  const accounts = mapStatement(sampleStatement(company, type)).map((account) => ({
    standardId: account.standardId,
    name: account.originalName,
    currentValue: account.current,
    isTotal: account.isTotal,
  }));
  return { type, accounts } satisfies ReconciliationStatement;
}

function readSample(company: SampleCompany) {
  const result = readPayrollRegister(readPayrollCsv(`${company}/payroll-2024.csv`), OPTIONS);
  if (!result.ok) throw new Error(`${company} refused: ${result.code}`);
  return result;
}

describe.each(['A_city_bus_300', 'B_intercity_small'] as const)(
  'the payroll register of sample %s (CSV)',
  (company) => {
    const expected = EXPECTED.companies[company];
    const result = readSample(company);
    const rows = result.entries.map(({ lineNo: _l, source: _s, name: _n, ...row }) => ({
      ...row,
      documentId: 'register',
    }));
    const figures = summarisePayroll(rows, expected.ownedBuses);

    it('reads every employee with a known job and no warning', () => {
      expect(result.entries).toHaveLength(expected.total.headcount as number);
      expect(result.unknownJobLabels).toEqual([]);
      expect(result.warnings).toEqual([]);
    });

    it('gives the expected headcount and totals per job type and component', () => {
      for (const totals of figures.byJobType) {
        expect(totals).toMatchObject(expected.byJobType[totals.jobType] ?? {});
      }
      expect(figures.total).toMatchObject(expected.total);
    });

    it('reconciles with every labour line of the statements within tolerance', () => {
      const reconciliation = reconcilePayroll({
        fiscalYear: 2024,
        tolerancePercent: 0.5,
        coverage: figures.coverage,
        byJobType: figures.byJobType,
        statements: [
          statementOf(company, 'cost_statement'),
          statementOf(company, 'income_statement'),
        ],
      });
      expect(reconciliation.beyondTolerance).toBe(false);
      expect(
        reconciliation.lines.map((line) => ({
          key: line.key,
          statementAmount: line.statementAmount,
          payrollAmount: line.payrollAmount,
          difference: line.difference,
        })),
      ).toEqual(
        expected.reconciliation.map(({ key, statementAmount, payrollAmount, difference }) => ({
          key,
          statementAmount,
          payrollAmount,
          difference,
        })),
      );
    });
  },
);

describe('sample A register as CP949 CSV', () => {
  it('drops the registration numbers and names, and ignores deductions and net pay', () => {
    const result = readSample('A_city_bus_300');
    expect(result.droppedColumns).toEqual(['성명', '주민등록번호']);
    expect(result.ignoredColumns).toEqual([
      '국민연금',
      '건강보험',
      '고용보험',
      '소득세',
      '지방소득세',
      '공제합계',
      '실지급액',
      '비고',
    ]);
    expect(JSON.stringify(result)).not.toMatch(/\d{6}-\d{7}/);
  });
});

describe.each(Object.keys(EXPECTED.bad))('bad payroll file %s', (file) => {
  const expected = EXPECTED.bad[file] ?? { ok: false };

  it('is read as expected.json says', () => {
    const rows = readPayrollCsv(`bad/${file}`);
    const result = readPayrollRegister(rows, OPTIONS);
    if (!expected.ok) {
      expect(result).toEqual(expected);
      return;
    }
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    expect(result.entries).toHaveLength(expected.employees as number);
    expect(result.entries.filter((entry) => entry.jobType === 'other')).toHaveLength(
      expected.other as number,
    );
    if (expected.unknownJobLabels) {
      expect(result.unknownJobLabels).toEqual(expected.unknownJobLabels);
    }
    if (expected.droppedColumns) {
      expect(result.droppedColumns).toEqual(expected.droppedColumns);
      const kept = readPayrollRegister(rows, { ...OPTIONS, keepNames: true });
      expect(kept.ok && kept.droppedColumns).toEqual(expected.droppedColumnsKeepingNames);
      expect(JSON.stringify([result, kept])).not.toMatch(/\d{6}-\d{7}/);
    }
  });
});
