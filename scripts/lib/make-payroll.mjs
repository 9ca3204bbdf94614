// Payroll register fixtures (issue 19, ADR 0013): fixtures/payroll/<company>/*, bad/* and
// expected.json. The people are synthetic: names drawn from common syllables, registration
// numbers whose check digit is wrong on purpose (so none is a real person's). Amounts come from a
// seeded PRNG and are scaled so that every job type's components add up, to the won, to the
// labour lines of the sample statements (fixtures/samples/<company>/*.csv).
// Deterministic: same seed, same people; no file carries a time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeBadFiles } from './make-payroll-bad.mjs';
import { writeCompanyDocuments } from './make-payroll-documents.mjs';
import { prng } from './make-scans.mjs';

const FISCAL_YEAR = 2024;
const COMPONENTS = ['basePay', 'allowances', 'overtime', 'bonuses', 'retirement'];
/** Employer's share of the four social insurances, roughly (pension, health, care, employment, accident). */
const EMPLOYER_INSURANCE_RATE = 0.1066;

/**
 * Who is on each register and what each job type is paid in the year (won). Drivers' and
 * mechanics' base + allowances + overtime are the cost statement's 운전직급여 / 정비직급여, their
 * bonuses and retirement its 상여금 and 퇴직급여; office staff's pay (bonuses included: the income
 * statement has no 상여금 line) is its 급여, directors' its 임원급여, both retirements its 퇴직급여.
 */
export const PAYROLL_COMPANIES = {
  A_city_bus_300: {
    name: '가람시내버스(주)',
    ownedBuses: 300,
    printsEmployerInsurance: true,
    prefix: 'GR',
    seed: 19_001,
    groups: [
      {
        jobType: 'director',
        labels: [
          ['대표이사', 1],
          ['전무', 1],
          ['상무', 1],
          ['이사', 4],
          ['감사', 1],
        ],
        ranks: [2.2, 1.5, 1.3, 1, 1, 1, 1, 0.8],
        totals: { basePay: 400e6, allowances: 20e6, overtime: 0, bonuses: 60e6, retirement: 40e6 },
      },
      {
        jobType: 'office',
        labels: [
          ['관리직', 30],
          ['총무', 5],
          ['경리', 4],
          ['배차', 6],
          ['노무', 2],
          ['영업소장', 4],
        ],
        totals: {
          basePay: 1530e6,
          allowances: 170e6,
          overtime: 60e6,
          bonuses: 280e6,
          retirement: 175e6,
        },
      },
      {
        jobType: 'mechanic',
        labels: [
          ['정비직', 41],
          ['정비반장', 3],
        ],
        totals: {
          basePay: 1430e6,
          allowances: 250e6,
          overtime: 300e6,
          bonuses: 450e6,
          retirement: 210e6,
        },
      },
      {
        jobType: 'driver',
        labels: [['운전직', 660]],
        totals: {
          basePay: 19_800e6,
          allowances: 3_700e6,
          overtime: 5_400e6,
          bonuses: 6_750e6,
          retirement: 2_940e6,
        },
      },
    ],
  },
  B_intercity_small: {
    name: '누리시외버스(주)',
    ownedBuses: 46,
    printsEmployerInsurance: false,
    prefix: 'NR',
    seed: 19_002,
    groups: [
      {
        jobType: 'director',
        labels: [
          ['대표이사', 1],
          ['이사', 1],
        ],
        ranks: [1.4, 1],
        totals: { basePay: 160e6, allowances: 5e6, overtime: 0, bonuses: 15e6, retirement: 8e6 },
      },
      {
        jobType: 'office',
        labels: [
          ['관리직', 5],
          ['배차', 2],
          ['경리', 1],
        ],
        totals: {
          basePay: 330e6,
          allowances: 30e6,
          overtime: 10e6,
          bonuses: 50e6,
          retirement: 30e6,
        },
      },
      {
        jobType: 'mechanic',
        labels: [['정비직', 6]],
        totals: {
          basePay: 190e6,
          allowances: 30e6,
          overtime: 40e6,
          bonuses: 40e6,
          retirement: 25e6,
        },
      },
      {
        jobType: 'driver',
        labels: [['운전직', 70]],
        totals: {
          basePay: 2380e6,
          allowances: 400e6,
          overtime: 600e6,
          bonuses: 500e6,
          retirement: 325e6,
        },
      },
    ],
  },
};

/** One of `list`, drawn by `random`. */
function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

/** Rounded to 10 won, as Korean pay slips print. */
function round10(value) {
  return Math.round(value / 10) * 10;
}

/** `total` split by `weights` in 10-won steps; the last share takes what rounding left over. */
export function distribute(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => round10((total * weight) / sum));
  parts[parts.length - 1] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

const SURNAMES = '김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남'.split('');
const SYLLABLES = '민서지현준우도하윤성영수진재동상정은혜경태호승희종철광석훈형예주연'.split('');

function koreanName(random) {
  return `${pick(random, SURNAMES)}${pick(random, SYLLABLES)}${pick(random, SYLLABLES)}`;
}

/**
 * A registration number's shape (YYMMDD-GNNNNNN) with a wrong check digit: the weights 2–9,2–5
 * give the real digit, and this one is always one more.
 */
function syntheticRrn(random) {
  const year = 62 + Math.floor(random() * 38);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const gender = random() < 0.8 ? 1 : 2;
  const serial = String(Math.floor(random() * 100_000)).padStart(5, '0');
  const digits = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${gender}${serial}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return `${digits.slice(0, 6)}-${digits.slice(6)}${(check + 1) % 10}`;
}

function expand(labels) {
  return labels.flatMap(([label, count]) => Array.from({ length: count }, () => label));
}

/** The employee deductions a register prints (ignored by the reader): rough 2024 rates. */
function deductions(gross) {
  const pension = round10(gross * 0.045);
  const health = round10(gross * 0.03545);
  const employment = round10(gross * 0.009);
  const incomeTax = round10(gross * (gross > 60e6 ? 0.06 : gross > 40e6 ? 0.035 : 0.02));
  const localTax = round10(incomeTax * 0.1);
  const total = pension + health + employment + incomeTax + localTax;
  return { pension, health, employment, incomeTax, localTax, total, net: gross - total };
}

function groupPeople(group, random) {
  const labels = expand(group.labels);
  const seniority = labels.map((_, i) => group.ranks?.[i] ?? 0.8 + random() * 0.45);
  const shares = {};
  for (const component of COMPONENTS) {
    const spread = component === 'overtime' ? [0.6, 0.8] : [0.95, 0.1];
    const weights = seniority.map((s) => s * (spread[0] + random() * spread[1]));
    shares[component] = distribute(group.totals[component], weights);
  }
  return labels.map((label, i) => {
    const amounts = Object.fromEntries(COMPONENTS.map((c) => [c, shares[c][i]]));
    const night = round10(amounts.overtime * (0.25 + random() * 0.15));
    const pay = amounts.basePay + amounts.allowances + amounts.overtime + amounts.bonuses;
    return {
      name: koreanName(random),
      rrn: syntheticRrn(random),
      jobType: group.jobType,
      label,
      ...amounts,
      extended: amounts.overtime - night,
      night,
      pay,
      employerInsurance: round10(pay * EMPLOYER_INSURANCE_RATE),
      deductions: deductions(pay),
    };
  });
}

/** Every employee of a company, numbered in register order (directors, office, mechanics, drivers). */
export function companyPeople(key) {
  const company = PAYROLL_COMPANIES[key];
  const random = prng(company.seed);
  return company.groups
    .flatMap((group) => groupPeople(group, random))
    .map((person, i) => ({
      employeeNo: `${company.prefix}${String(i + 1).padStart(4, '0')}`,
      ...person,
      note: i % 97 === 41 ? '중도입사' : i % 89 === 17 ? '육아휴직 복귀' : '',
    }));
}

/** Totals a reader must find: per job type and component, headcount, pay, average and per bus. */
function figures(people, { ownedBuses, printsEmployerInsurance }) {
  const jobTypes = ['driver', 'mechanic', 'office', 'director'];
  const sum = (rows, key) => rows.reduce((s, p) => s + p[key], 0);
  const totalsOf = (rows) => {
    const pay = sum(rows, 'pay');
    return {
      headcount: rows.length,
      ...Object.fromEntries(COMPONENTS.map((c) => [c, sum(rows, c)])),
      employerInsurance: printsEmployerInsurance ? sum(rows, 'employerInsurance') : null,
      pay,
      averagePay: rows.length ? Math.round(pay / rows.length) : null,
    };
  };
  const byJobType = Object.fromEntries(
    jobTypes.map((jobType) => {
      const totals = totalsOf(people.filter((p) => p.jobType === jobType));
      const perBus = Math.round((totals.headcount / ownedBuses) * 1000) / 1000;
      return [jobType, { ...totals, perBus }];
    }),
  );
  return { byJobType, total: totalsOf(people) };
}

/** The statement lines each reconciliation line stands for (ADR 0013 table, these statements). */
const RECONCILIATION = [
  {
    key: 'cs.driver_wages',
    type: 'cost_statement',
    label: '운전직급여',
    jobs: ['driver'],
    parts: ['basePay', 'allowances', 'overtime'],
  },
  {
    key: 'cs.mechanic_wages',
    type: 'cost_statement',
    label: '정비직급여',
    jobs: ['mechanic'],
    parts: ['basePay', 'allowances', 'overtime'],
  },
  {
    key: 'cs.bonuses',
    type: 'cost_statement',
    label: '상여금',
    jobs: ['driver', 'mechanic'],
    parts: ['bonuses'],
  },
  {
    key: 'cs.retirement_benefits',
    type: 'cost_statement',
    label: '퇴직급여',
    jobs: ['driver', 'mechanic'],
    parts: ['retirement'],
  },
  {
    key: 'is.salaries',
    type: 'income_statement',
    label: '급여',
    jobs: ['office'],
    parts: ['basePay', 'allowances', 'bonuses', 'overtime'],
  },
  {
    key: 'is.executive_pay',
    type: 'income_statement',
    label: '임원급여',
    jobs: ['director'],
    parts: ['basePay', 'allowances', 'bonuses', 'overtime'],
  },
  {
    key: 'is.retirement_benefits',
    type: 'income_statement',
    label: '퇴직급여',
    jobs: ['office', 'director'],
    parts: ['retirement'],
  },
];

function reconciliation(key, byJobType, readSample) {
  return RECONCILIATION.map((line) => {
    const printed = readSample(key, line.type).find((l) => l.label === line.label);
    if (!printed) throw new Error(`${key} ${line.type} has no ${line.label}`);
    const payroll = line.jobs.reduce(
      (s, job) => s + line.parts.reduce((t, part) => t + byJobType[job][part], 0),
      0,
    );
    const difference = payroll - printed.current;
    if (Math.abs(difference) > printed.current * 0.005) throw new Error(`${key} ${line.key} off`);
    return {
      key: line.key,
      accountName: line.label,
      statementAmount: printed.current,
      payrollAmount: payroll,
      difference,
    };
  });
}

/**
 * Writes fixtures/payroll: each company's registers and the bad files
 * (make-payroll-documents.mjs), and expected.json with the figures every document must give.
 * `helpers` are make-fixtures' writeBook, toCp949 and pinPdfDates.
 */
export async function makePayroll(browser, { outDir, readSample, helpers }) {
  const expected = { fiscalYear: FISCAL_YEAR, companies: {}, bad: {} };
  for (const [key, company] of Object.entries(PAYROLL_COMPANIES)) {
    const dir = join(outDir, key);
    mkdirSync(dir, { recursive: true });
    const people = companyPeople(key);
    const files = await writeCompanyDocuments(browser, { key, company, people, dir, helpers });
    const { byJobType, total } = figures(people, company);
    expected.companies[key] = {
      company: company.name,
      ownedBuses: company.ownedBuses,
      files,
      byJobType,
      total,
      reconciliation: reconciliation(key, byJobType, readSample),
    };
  }
  const bad = join(outDir, 'bad');
  mkdirSync(bad, { recursive: true });
  expected.bad = writeBadFiles(bad, companyPeople('B_intercity_small'), readSample, helpers);
  writeFileSync(join(outDir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
}
