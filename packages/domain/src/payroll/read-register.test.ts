import { describe, expect, it } from 'vitest';
import type { PayrollSourceRow } from './columns';
import {
  type PayrollReadOptions,
  type PayrollReadResult,
  readPayrollRegister,
} from './read-register';
import { grid } from './test-fixtures';

const ANNUAL: PayrollReadOptions = { fiscalYear: 2024, month: null, keepNames: false };
const HEADER = [
  '사번',
  '성명',
  '주민등록번호',
  '직종',
  '기본급',
  '제수당',
  '연장근로수당',
  '상여금',
  '지급합계',
  '퇴직급여',
  '비고',
];
type Cell = string | number | null;

/** One employee row under HEADER: amounts in the order base, allowances, overtime, bonuses. */
function employee(no: string, name: string, job: string, pay: number[], note: Cell = null): Cell[] {
  const [base = 0, allowances = 0, overtime = 0, bonuses = 0, retirement = 0] = pay;
  const gross = base + allowances + overtime + bonuses;
  const rrn = '800101-1234567';
  return [no, name, rrn, job, base, allowances, overtime, bonuses, gross, retirement, note];
}

/** A register: a title, HEADER on row 2, the body from row 3. */
function register(...body: Cell[][]): PayrollSourceRow[] {
  return grid([['2024년 급여대장'], HEADER, ...body]);
}

function read(rows: PayrollSourceRow[], options: Partial<PayrollReadOptions> = {}) {
  return readPayrollRegister(rows, { ...ANNUAL, ...options });
}

function entries(result: PayrollReadResult) {
  if (!result.ok) throw new Error(`refused: ${result.code} ${JSON.stringify(result.params)}`);
  return result;
}

const DRIVER = employee(
  'GR0001',
  '김민수',
  '운전직',
  [30_000_000, 4_000_000, 6_000_000, 9_000_000, 3_500_000],
);
const MECHANIC = employee(
  'GR0002',
  '이서연',
  '정비직',
  [28_000_000, 3_000_000, 5_000_000, 8_000_000, 3_000_000],
);

describe('readPayrollRegister', () => {
  it('reads one entry per employee with each pay component', () => {
    const result = entries(read(register(DRIVER, MECHANIC)));
    expect(result.entries).toEqual([
      {
        lineNo: 1,
        source: 'A3',
        employeeNo: 'GR0001',
        name: null,
        jobType: 'driver',
        jobLabel: '운전직',
        month: null,
        basePay: 30_000_000,
        allowances: 4_000_000,
        bonuses: 9_000_000,
        overtime: 6_000_000,
        retirement: 3_500_000,
        employerInsurance: null,
      },
      expect.objectContaining({
        lineNo: 2,
        source: 'A4',
        jobType: 'mechanic',
        basePay: 28_000_000,
      }),
    ]);
    expect(result.months).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.ignoredColumns).toEqual(['비고']);
  });

  it('drops a resident-number column and any cell shaped like one, and names unless kept', () => {
    const noted = employee(
      'GR0003',
      '박지훈',
      '관리직',
      [1, 0, 0, 0, 0],
      '주민 900202-2345678 확인',
    );
    const hidden = read(register(DRIVER, noted));
    expect(entries(hidden).droppedColumns).toEqual(['성명', '주민등록번호', '비고']);
    expect(JSON.stringify(hidden)).not.toMatch(/\d{6}-\d{7}|김민수|박지훈/);
    const kept = entries(read(register(DRIVER, noted), { keepNames: true }));
    expect(kept.entries.map((entry) => entry.name)).toEqual(['김민수', '박지훈']);
    expect(kept.droppedColumns).toEqual(['주민등록번호', '비고']);
  });

  it('drops a registration number printed in the name column, with or without its hyphen', () => {
    const row = employee('GR0004', '8001011234567', '운전직', [1, 0, 0, 0, 0]);
    const result = entries(read(register(row), { keepNames: true }));
    expect(result.entries[0]?.name).toBeNull();
    expect(JSON.stringify(result)).not.toContain('8001011234567');
  });

  it('reads a register whose header spans two rows', () => {
    const rows = grid([
      ['사번', '직종', '지급내역', null, null, null, '사업주부담', null],
      [null, null, '기본급', '직책수당', '연장근로수당', '야간근로수당', '국민연금', '건강보험'],
      ['GR0001', '운전원', '2,500,000', '100,000', '200,000', '50,000', '112,500', '88,625'],
    ]);
    const [entry] = entries(read(rows)).entries;
    expect(entry).toMatchObject({
      basePay: 2_500_000,
      allowances: 100_000,
      overtime: 250_000,
      employerInsurance: 201_125,
      jobType: 'driver',
    });
  });

  it('skips total, subtotal and blank rows and warns when a printed total disagrees', () => {
    const subtotal = ['소계', null, null, null, 58_000_000, 7_000_000, 11_000_000, 17_000_000];
    const total = ['합 계', null, null, null, 58_100_000, 7_000_000, 11_000_000, 17_000_000];
    const result = entries(read(register(DRIVER, [], MECHANIC, subtotal, total)));
    expect(result.entries).toHaveLength(2);
    expect(result.warnings).toEqual([
      {
        code: 'payroll/total-mismatch',
        params: { line: 'A7', column: '기본급', printed: 58_100_000, computed: 58_000_000 },
      },
    ]);
  });

  it('warns when 지급합계 disagrees with the components by more than a won', () => {
    const row = employee('GR0005', '최', '운전직', [100, 0, 0, 0, 0]);
    row[8] = 150;
    const result = entries(read(register(row)));
    expect(result.warnings).toEqual([
      { code: 'payroll/gross-mismatch', params: { line: 'A3', printed: 150, computed: 100 } },
    ]);
  });

  it('reads amounts printed with commas and 원, and 지급합계 alone as the pay', () => {
    const rows = grid([
      ['성명', '직종', '지급액'],
      ['김민수', '운전직', '3,100,000원'],
    ]);
    expect(entries(read(rows)).entries[0]).toMatchObject({ basePay: 3_100_000, allowances: 0 });
  });

  it('refuses a negative overtime naming line 14 and 연장근로수당', () => {
    const body = Array.from({ length: 11 }, (_, i) =>
      employee(`GR${100 + i}`, '김', '운전직', [1_000, 0, 0, 0, 0]),
    );
    const negative = employee('GR0200', '이', '운전직', [1_000, 0, 0, 0, 0]);
    negative[6] = '(50,000)';
    expect(read(register(...body, negative))).toEqual({
      ok: false,
      code: 'payroll/negative-amount',
      params: { line: 'A14', column: '연장근로수당' },
    });
  });

  it('refuses an amount past 1,000조 won, which no pay is and no column could store', () => {
    const huge = employee('GR0300', '박', '운전직', [1_000, 0, 0, 0, 0]);
    huge[4] = '99999999999999999999';
    expect(read(register(DRIVER, huge))).toEqual({
      ok: false,
      code: 'payroll/amount-out-of-range',
      params: { line: 'A4', column: '기본급' },
    });
  });

  it('refuses a register whose amounts add up past 1,000조 won, each of them within it', () => {
    const rich = (no: string) => employee(no, '박', '운전직', [999_999_999_999_999, 0, 0, 0, 0]);
    expect(read(register(rich('GR0301'), rich('GR0302')))).toEqual({
      ok: false,
      code: 'payroll/total-out-of-range',
      params: { fiscalYear: 2024 },
    });
    const alone = entries(read(register(rich('GR0301'))));
    expect(alone.entries[0]?.basePay).toBe(999_999_999_999_999);
  });

  it('refuses the same employee number twice in an annual register', () => {
    const again = employee('GR0001', '김민수', '운전직', [1, 0, 0, 0, 0]);
    expect(read(register(DRIVER, MECHANIC, again))).toEqual({
      ok: false,
      code: 'payroll/duplicate-employee',
      params: { lines: 'A3, A5', employee: 'GR0001' },
    });
  });

  it('tells employees without a number apart by name, masking it unless names are kept', () => {
    const rows = grid([
      ['성명', '직종', '기본급'],
      ['김민수', '운전직', 100],
      ['김민수', '정비직', 100],
    ]);
    expect(read(rows)).toMatchObject({ params: { lines: 'A2, A3', employee: '김**' } });
    expect(read(rows, { keepNames: true })).toMatchObject({ params: { employee: '김민수' } });
    const unnamed = grid([
      ['직종', '기본급'],
      ['운전직', 100],
      ['운전직', 100],
    ]);
    expect(entries(read(unnamed)).entries).toHaveLength(2);
  });

  it('reads the month column in its printed forms and lets an employee recur across months', () => {
    const rows = grid([
      ['귀속월', '사번', '직종', '기본급'],
      [1, 'GR1', '운전직', 100],
      ['2월', 'GR1', '운전직', 100],
      ['2024-03', 'GR1', '운전직', 100],
      ['2024.04', 'GR1', '운전직', 100],
      ['202405', 'GR1', '운전직', 100],
      ['2024년 6월', 'GR1', '운전직', 100],
    ]);
    const result = entries(read(rows));
    expect(result.months).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.entries.map((entry) => entry.month)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a month of another year, naming the line and the month as printed', () => {
    const rows = grid([
      ['귀속월', '사번', '직종', '기본급'],
      ['2024-12', 'GR1', '운전직', 100],
      ['2023-12', 'GR2', '운전직', 100],
    ]);
    expect(read(rows)).toEqual({
      ok: false,
      code: 'payroll/month-outside-year',
      params: { line: 'A3', month: '2023-12', fiscalYear: 2024 },
    });
    const thirteen = grid([
      ['월', '직종', '기본급'],
      [13, '운전직', 1],
    ]);
    expect(read(thirteen)).toMatchObject({ code: 'payroll/month-outside-year' });
  });

  it("gives every row the form's month when the register has no month column", () => {
    const result = entries(read(register(DRIVER), { month: 3 }));
    expect(result.entries[0]?.month).toBe(3);
    expect(result.months).toEqual([3]);
  });

  it('keeps unknown jobs as other and lists them once', () => {
    const guide = employee('GR0006', '정', '안내원', [1, 0, 0, 0, 0]);
    const cleaner = employee('GR0007', '한', '미화원', [1, 0, 0, 0, 0]);
    const cleaner2 = employee('GR0008', '윤', '미화원', [1, 0, 0, 0, 0]);
    const result = entries(read(register(DRIVER, guide, cleaner, cleaner2)));
    expect(result.entries.map((entry) => entry.jobType)).toEqual([
      'driver',
      'other',
      'other',
      'other',
    ]);
    expect(result.unknownJobLabels).toEqual(['안내원', '미화원']);
  });

  it('warns about an amount that is not a number and reads it as nothing', () => {
    const row = employee('GR0009', '강', '운전직', [100, 0, 0, 0, 0]);
    row[5] = '1O0';
    row[8] = 100;
    const result = entries(read(register(row)));
    expect(result.entries[0]?.allowances).toBe(0);
    expect(result.warnings).toEqual([
      { code: 'payroll/unreadable-amount', params: { line: 'A3', column: '제수당' } },
    ]);
  });

  it('skips the header a PDF prints again on every page', () => {
    const rows = register(DRIVER, HEADER, MECHANIC);
    expect(entries(read(rows)).entries).toHaveLength(2);
  });

  it('refuses a register without a job column', () => {
    const rows = grid([
      ['사번', '성명', '기본급', '상여금'],
      ['GR1', '김', 100, 10],
    ]);
    expect(read(rows)).toEqual({ ok: false, code: 'payroll/no-job-type-column', params: {} });
  });

  it('refuses a table without a header, and names a statement as one', () => {
    const headerless = grid([
      ['GR0001', '김민수', '운전직', '2,500,000'],
      ['GR0002', '이서연', '정비직', '2,400,000'],
    ]);
    expect(read(headerless)).toMatchObject({ ok: false, code: 'payroll/no-header' });
    const statement = grid([
      ['손익계산서'],
      ['계정과목', '당기', '전기'],
      ['매출액', 100, 90],
      ['매출원가', 60, 50],
      ['매출총이익', 40, 40],
      ['판매비와관리비', 20, 20],
      ['급여', 10, 10],
      ['영업이익', 20, 20],
    ]);
    expect(read(statement)).toMatchObject({ ok: false, code: 'payroll/looks-like-statement' });
  });

  it('refuses a header with no employee under it', () => {
    const rows = register(['합계', null, null, null, 0, 0, 0, 0, 0, 0]);
    expect(read(rows)).toEqual({ ok: false, code: 'payroll/no-employees', params: {} });
  });
});
