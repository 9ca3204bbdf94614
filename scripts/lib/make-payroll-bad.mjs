// Payroll registers the reader must refuse, or read with a notice (fixtures/payroll/bad/): small
// CP949 CSVs of ten of sample B's employees, each wrong in one way (ADR 0013 "Reading rules").
// Returns, per file, what readPayrollRegister gives for it (fiscal year 2024, no month, names
// not kept); `line` is the row's source as the spreadsheet readers name it (the address of its
// first cell: the title is row 1, the header row 2, the first employee row 3).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TITLE = ['2024년 급여대장', '', '', '누리시외버스(주)'];
const COLUMNS = [
  ['사번', (p) => p.employeeNo],
  ['성명', (p) => p.name],
  ['직종', (p) => p.label],
  ['기본급', (p) => p.basePay],
  ['제수당', (p) => p.allowances],
  ['연장근로수당', (p) => p.overtime],
  ['상여금', (p) => p.bonuses],
  ['지급합계', (p) => p.basePay + p.allowances + p.overtime + p.bonuses],
  ['퇴직급여', (p) => p.retirement],
];
/** Two directors, two office staff, two mechanics and four drivers of sample B. */
const PICKED = [0, 1, 2, 3, 10, 11, 16, 17, 18, 19];
const FIRST_BODY_ROW = 3;

const won = (v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);
const field = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

function csv(rows) {
  return `${rows.map((row) => row.map((v) => field(won(v))).join(',')).join('\r\n')}\r\n`;
}

function register(people, columns = COLUMNS, title = true) {
  const rows = people.map((p) => columns.map(([, value]) => value(p)));
  return [...(title ? [TITLE] : []), columns.map(([name]) => name), ...rows];
}

const line = (index) => `A${FIRST_BODY_ROW + index}`;
const refused = (code, params = {}) => ({ ok: false, code, params });

function files(people, readSample) {
  const withJob = (i, label) => people.map((p, k) => (k === i ? { ...p, label } : p));
  const unknown = withJob(5, '안내원').map((p, k) => (k === 7 ? { ...p, label: '미화원' } : p));
  const negative = people.map((p, k) => (k === 4 ? { ...p, overtime: -150_000 } : p));
  const twice = [...people, { ...people[3], basePay: people[3].basePay - 1_200_000 }];
  const monthly = [['귀속월', (p) => p.period], ...COLUMNS];
  const periods = people.map((p, k) => ({ ...p, period: k === 6 ? '2023-12' : '2024-12' }));
  const rrnColumns = [
    ...COLUMNS.slice(0, 2),
    ['주민등록번호', (p) => p.rrn],
    ...COLUMNS.slice(2),
    ['비고', (p) => p.note],
  ];
  const noted = people.map((p, k) => ({
    ...p,
    note: k === 2 ? `주민번호 정정 ${people[8].rrn}` : '',
  }));
  const statement = readSample('A_city_bus_300', 'income_statement');
  return {
    'no-job-column.csv': {
      rows: register(
        people,
        COLUMNS.filter(([name]) => name !== '직종'),
      ),
      expected: refused('payroll/no-job-type-column'),
    },
    'unknown-jobs.csv': {
      rows: register(unknown),
      expected: { ok: true, employees: 10, other: 2, unknownJobLabels: ['안내원', '미화원'] },
    },
    'negative-pay.csv': {
      rows: register(negative),
      expected: refused('payroll/negative-amount', { line: line(4), column: '연장근로수당' }),
    },
    'duplicate-employee.csv': {
      rows: register(twice),
      expected: refused('payroll/duplicate-employee', {
        lines: `${line(3)}, ${line(10)}`,
        employee: people[3].employeeNo,
      }),
    },
    'month-outside-year.csv': {
      rows: register(periods, monthly),
      expected: refused('payroll/month-outside-year', {
        line: line(6),
        month: '2023-12',
        fiscalYear: 2024,
      }),
    },
    'statement.csv': {
      rows: [
        ['손익계산서'],
        ['가람시내버스(주)  제10기 2024년 1월 1일 ~ 2024년 12월 31일'],
        ['(단위: 원)'],
        ['계정과목', '당기', '전기'],
        ...statement.map((l) => [l.label, l.current, l.previous]),
      ],
      expected: refused('payroll/looks-like-statement'),
    },
    'no-header.csv': {
      rows: register(people).slice(2),
      expected: refused('payroll/no-header'),
    },
    'no-employees.csv': {
      rows: [TITLE, COLUMNS.map(([name]) => name), ['합계', '', '', 0, 0, 0, 0, 0, 0]],
      expected: refused('payroll/no-employees'),
    },
    'resident-numbers.csv': {
      rows: register(noted, rrnColumns),
      expected: {
        ok: true,
        employees: 10,
        other: 0,
        droppedColumns: ['성명', '주민등록번호', '비고'],
        droppedColumnsKeepingNames: ['주민등록번호', '비고'],
      },
    },
  };
}

/** Writes every bad file into `dir`; returns the expected outcome of each. */
export function writeBadFiles(dir, companyPeople, readSample, { toCp949 }) {
  const people = PICKED.map((i) => companyPeople[i]);
  const expected = {};
  for (const [name, file] of Object.entries(files(people, readSample))) {
    writeFileSync(join(dir, name), toCp949(csv(file.rows)));
    expected[name] = file.expected;
  }
  return expected;
}
