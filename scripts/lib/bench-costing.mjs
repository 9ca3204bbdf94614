// Costing figures for `npm run bench` (issue 4 "Measure"):
//   1. the domain classifier on a 5,000-line statement (p50/p99 over 30 runs, in a `tsx` child);
//   2. a full recalculation of a period, GET /api/costing/{company}/2024/transport-cost, on the
//      seeded demo company (sequential requests: the latency of one recalculation);
//   3. autosave, PUT …/adjustments, with 50 editors each on a period of its own (uploaded here
//      through the real upload API), each saving on the version its last save returned.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const DEMO_COMPANY = '가람시내버스(주) [가상]';
const FISCAL_YEAR = 2024;
/** The workbook the dev seed uploads for the demo company; the editors' periods use it too. */
const WORKBOOK = join(ROOT, 'fixtures/statements/A_city_bus_300/statements.xlsx');
const CLASSIFY_LINES = 5_000;
const CLASSIFY_RUNS = 30;
const EDITORS = 50;
/** The web's autosave delay (costing-and-forecasting.md §9): an editor saves at most this often. */
const AUTOSAVE_DELAY_MS = 3_000;
const MIN_RECALCULATIONS = 30;
const READY_TIMEOUT_MS = 180_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value) => Math.round(value * 10) / 10;

/** Nearest-rank percentile of a list of milliseconds. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return round1(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

// ------------------------------------------------------------------ 1. classifier (child)

/** Runs the classifier timing in a `tsx` child that prints one JSON line. */
export function benchClassification() {
  const child = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [SELF, 'classify'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (child.status !== 0) {
    return { error: (child.stderr || child.error?.message || 'failed').trim().slice(0, 300) };
  }
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

/**
 * Where the details of each section come from: dictionary entries by statement and category, in
 * dictionary order. Cost-statement details go under 재료비/노무비/경비 by their inflation item.
 */
function sectionPlan(dictionary) {
  const has = (e, type) => e.statements.includes(type) && !e.isTotal && !e.heading;
  const income = (e) => has(e, 'income_statement');
  const cost = (e) => has(e, 'cost_statement') && e.category !== 'exclude';
  const materials = ['diesel', 'tyres', 'parts', 'lubricants'];
  return {
    cost_statement: [
      {
        header: 'cs.materials',
        details: dictionary.filter((e) => cost(e) && materials.includes(e.inflationItem)),
      },
      {
        header: 'cs.labour',
        details: dictionary.filter((e) => cost(e) && e.inflationItem === 'labor'),
      },
      {
        header: 'cs.overheads',
        details: dictionary.filter(
          (e) => cost(e) && !materials.includes(e.inflationItem) && e.inflationItem !== 'labor',
        ),
      },
    ],
    income_statement: [
      {
        header: 'is.sales',
        details: dictionary.filter(
          (e) => income(e) && ['revenue', 'subsidy'].includes(e.excludeReason),
        ),
      },
      { header: 'is.cost_of_sales', details: [], result: 'is.gross_profit' },
      {
        header: 'is.sga',
        details: dictionary.filter(
          (e) => income(e) && ['by_statement', 'administration_cost'].includes(e.category),
        ),
        result: 'is.operating_profit',
      },
      {
        header: 'is.non_operating_income',
        details: dictionary.filter((e) => income(e) && e.category === 'non_operating_income'),
      },
      {
        header: 'is.non_operating_expense',
        details: dictionary.filter((e) => income(e) && e.category === 'non_operating_expense'),
        result: 'is.profit_before_tax',
      },
    ],
  };
}

/** How many details each section gets so that the statement has exactly `count` lines. */
function detailShares(sections, type, count) {
  const closing = type === 'cost_statement' ? 1 : 2;
  const structural = sections.length + sections.filter((s) => s.result).length + closing;
  const filled = sections.filter((s) => s.details.length > 0);
  const even = Math.floor((count - structural) / filled.length);
  const rest = (count - structural) % filled.length;
  return sections.map((s) => {
    const index = filled.indexOf(s);
    return index < 0 ? 0 : even + (index < rest ? 1 : 0);
  });
}

/**
 * The i-th detail of a section: its accounts repeated per depot (영업소), every fifth printed under
 * a variant name, every twentieth one unknown to the dictionary.
 */
function detailLine(pool, i) {
  const entry = pool[i % pool.length];
  const depot = `${Math.floor(i / pool.length) + 1}영업소`;
  const value = 1_000_000 + ((i * 7_919) % 90_000) * 1_000;
  if (i % 20 === 19) return { standardId: null, name: `기타비용 ${depot} ${i}`, value };
  const printed = i % 5 === 4 && entry.variants[0] ? entry.variants[0] : entry.name;
  return { standardId: entry.id, name: `${printed} (${depot})`, value };
}

/**
 * A stored statement of `count` lines as a large operator prints it (each section header, its
 * details, the section's result line, then the closing lines), in the shape period.ts reads.
 */
function statementLines(dictionary, type, count) {
  const sections = sectionPlan(dictionary)[type];
  const shares = detailShares(sections, type, count);
  const lines = [];
  const push = (standardId, name, isTotal, value) =>
    lines.push({
      id: `${type}-${lines.length}`,
      name,
      standardId,
      isTotal,
      currentValue: value,
      mappingConfidence: standardId ? 0.95 : 0,
    });
  const nameOf = (id) => dictionary.find((e) => e.id === id)?.name ?? id;
  sections.forEach((section, index) => {
    push(section.header, nameOf(section.header), true, 1_000_000_000);
    for (let i = 0; i < shares[index]; i += 1) {
      const line = detailLine(section.details, i);
      push(line.standardId, line.name, false, line.value);
    }
    if (section.result) push(section.result, nameOf(section.result), false, 500_000_000);
  });
  if (type === 'cost_statement') push('cs.total_transport_cost', '당기총운송원가', true, 9e9);
  else {
    push('is.income_tax', '법인세비용', false, 100_000_000);
    push('is.net_income', '당기순이익', false, 400_000_000);
  }
  return lines;
}

async function classifyChild() {
  const domain = await import('../../packages/domain/src/index.ts');
  const { ACCOUNT_DICTIONARY, classifiableFromStored, classifyAccounts } = domain;
  // The server's split of a bus operator's lines: most detail is in the cost statement.
  const costLines = statementLines(ACCOUNT_DICTIONARY, 'cost_statement', CLASSIFY_LINES * 0.6);
  const incomeLines = statementLines(ACCOUNT_DICTIONARY, 'income_statement', CLASSIFY_LINES * 0.4);
  // What period.ts does for every costing request: sections from the stored ids, then classify.
  const run = () =>
    classifyAccounts({
      incomeStatement: classifiableFromStored('income_statement', incomeLines),
      costStatement: classifiableFromStored('cost_statement', costLines),
    });
  for (let i = 0; i < 10; i += 1) run();
  const times = [];
  let result = [];
  for (let i = 0; i < CLASSIFY_RUNS; i += 1) {
    const began = performance.now();
    result = run();
    times.push(performance.now() - began);
  }
  const byCategory = {};
  for (const line of result) {
    const bucket = line.recommendedExclude ? 'excluded' : line.category;
    byCategory[bucket] = (byCategory[bucket] ?? 0) + 1;
  }
  process.stdout.write(
    `${JSON.stringify({
      lines: result.length,
      runs: CLASSIFY_RUNS,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      byCategory,
    })}\n`,
  );
}

// ------------------------------------------------------------------ 2. and 3. on a server

async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Id of the company named `name` once its year's transport cost has every statement it needs. */
async function readyCompany(base, cookie, name) {
  const began = Date.now();
  while (Date.now() - began < READY_TIMEOUT_MS) {
    const url = `${base}/api/financial-data/companies?q=${encodeURIComponent(name)}`;
    const company = (await getJson(url, cookie)).items.find((c) => c.name === name);
    if (company) {
      const view = await getJson(transportCostUrl(base, company.id), cookie);
      if (view.missing.length === 0) return company.id;
    }
    await sleep(500);
  }
  throw new Error(`${name} has no ${FISCAL_YEAR} statements after ${READY_TIMEOUT_MS} ms`);
}

const periodUrl = (base, companyId) => `${base}/api/costing/${companyId}/${FISCAL_YEAR}`;
const transportCostUrl = (base, companyId) => `${periodUrl(base, companyId)}/transport-cost`;

/** Sequential GETs for `durationS` (at least MIN_RECALCULATIONS): one recalculation at a time. */
async function recalculation(base, cookie, companyId, durationS) {
  const url = transportCostUrl(base, companyId);
  for (let i = 0; i < 5; i += 1) await getJson(url, cookie);
  const times = [];
  const began = performance.now();
  let lines = 0;
  while (times.length < MIN_RECALCULATIONS || performance.now() - began < durationS * 1000) {
    const start = performance.now();
    const view = await getJson(url, cookie);
    times.push(performance.now() - start);
    lines = view.classifications.length;
  }
  return {
    requests: times.length,
    lines,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
  };
}

/** One upload of the sample workbook as a new company; resolves with its extraction job id. */
async function upload(base, cookie, companyName) {
  const form = new FormData();
  form.set('companyName', companyName);
  form.set('fiscalYear', String(FISCAL_YEAR));
  form.set('file', new Blob([readFileSync(WORKBOOK)]), 'statements.xlsx');
  const response = await fetch(`${base}/api/financial-data/uploads`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 202) {
    throw new Error(
      `upload of ${companyName} answered ${response.status} ${await response.text()}`,
    );
  }
  return (await response.json()).job.id;
}

async function waitForJob(base, cookie, jobId) {
  const began = Date.now();
  while (Date.now() - began < READY_TIMEOUT_MS) {
    const job = await getJson(`${base}/api/financial-data/jobs/${jobId}`, cookie);
    if (job.status === 'done') return job.companyId;
    if (job.status === 'failed')
      throw new Error(`extraction job failed: ${JSON.stringify(job.error)}`);
    await sleep(200);
  }
  throw new Error(`extraction job ${jobId} not done after ${READY_TIMEOUT_MS} ms`);
}

/** One period per editor: the demo company and EDITORS − 1 uploaded copies of its workbook. */
async function editorPeriods(base, cookie, demoId) {
  const names = Array.from(
    { length: EDITORS - 1 },
    (_, i) => `벤치마크운수 ${String(i + 1).padStart(2, '0')} [벤치]`,
  );
  const jobs = [];
  for (const name of names) jobs.push(await upload(base, cookie, name));
  const ids = [demoId];
  for (const job of jobs) ids.push(await waitForJob(base, cookie, job));
  return ids;
}

/**
 * One editor: moves an administration line back and forth, each PUT on the version the previous
 * answer returned (the web's autosave does the same), until `until`.
 */
async function editor(base, cookie, companyId, until, tally, paceMs) {
  const view = await getJson(transportCostUrl(base, companyId), cookie);
  const line = view.classifications.find((l) => l.category === 'administration_cost');
  if (!line) throw new Error(`no administration line in ${companyId}`);
  let version = view.document.version;
  let moved = false;
  // Paced editors start spread over one interval, as people do not all type at the same moment.
  if (paceMs > 0) await sleep(Math.random() * paceMs);
  while (performance.now() < until) {
    const cycle = performance.now();
    moved = !moved;
    const adjustments = moved
      ? [{ accountId: line.accountId, key: line.key, category: 'transportation_cost' }]
      : [];
    const start = performance.now();
    const response = await fetch(`${periodUrl(base, companyId)}/adjustments`, {
      method: 'PUT',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ version, adjustments }),
    });
    const body = await response.json();
    tally.times.push(performance.now() - start);
    if (response.status === 200) version = body.document.version;
    else if (response.status === 409) {
      tally.conflicts += 1;
      version = body.params?.currentVersion ?? version;
    } else tally.errors += 1;
    if (paceMs > 0) await sleep(Math.max(0, cycle + paceMs - performance.now()));
  }
  // Leave the period as seeded (the demo company is the one a person may open afterwards).
  if (moved) {
    await fetch(`${periodUrl(base, companyId)}/adjustments`, {
      method: 'PUT',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ version, adjustments: [] }),
    });
  }
}

/**
 * `paceMs` 0: every editor saves again as soon as its answer arrives (saturation). Otherwise each
 * saves once per `paceMs`, the web's autosave delay: what 50 people typing produce at most.
 */
async function autosave(base, cookie, periods, durationS, paceMs = 0) {
  const tally = { times: [], conflicts: 0, errors: 0 };
  const began = performance.now();
  const until = began + durationS * 1000;
  await Promise.all(periods.map((id) => editor(base, cookie, id, until, tally, paceMs)));
  const seconds = (performance.now() - began) / 1000;
  return {
    editors: periods.length,
    paceMs,
    requests: tally.times.length,
    rps: Math.round(tally.times.length / seconds),
    p50Ms: percentile(tally.times, 50),
    p99Ms: percentile(tally.times, 99),
    conflicts: tally.conflicts,
    errors: tally.errors,
  };
}

/**
 * Steps 2 and 3 on a started development server (the dev seed uploads the demo company) with the
 * signed-in cookie of user@demo.local. Writes into the server's database (uploads, saves).
 */
export async function benchCostingApi(base, cookie, durationS, log) {
  log(`waiting for the seeded ${DEMO_COMPANY} …`);
  const demoId = await readyCompany(base, cookie, DEMO_COMPANY);
  log(`GET …/${FISCAL_YEAR}/transport-cost, sequential, ${durationS} s …`);
  const recalc = await recalculation(base, cookie, demoId, durationS);
  log(`uploading ${EDITORS - 1} periods for the editors …`);
  const periods = await editorPeriods(base, cookie, demoId);
  log(`PUT …/adjustments, ${EDITORS} editors, ${durationS} s …`);
  await autosave(base, cookie, periods, 2);
  const saturated = await autosave(base, cookie, periods, durationS);
  log(`PUT …/adjustments, ${EDITORS} editors saving every ${AUTOSAVE_DELAY_MS / 1000} s …`);
  // At least three autosave intervals, so every editor saves several times.
  const paced = await autosave(
    base,
    cookie,
    periods,
    Math.max(durationS, (3 * AUTOSAVE_DELAY_MS) / 1000),
    AUTOSAVE_DELAY_MS,
  );
  return { recalculation: recalc, autosave: saturated, autosavePaced: paced };
}

/** Rows for bench.mjs's table. */
export function costingRows(classification, api) {
  const rows = [];
  rows.push(
    classification.error
      ? ['costing: classify 5,000 accounts', `failed: ${classification.error}`, '']
      : [
          `costing: classify ${classification.lines.toLocaleString('en-US')} accounts p50 / p99`,
          `${classification.p50Ms} / ${classification.p99Ms} ms`,
          `${classification.runs} runs, domain classifyAccounts`,
        ],
  );
  if (api.error) return [...rows, ['costing: API', `failed: ${api.error}`, '']];
  const { recalculation: r, autosave: a, autosavePaced: p } = api;
  rows.push([
    'costing: GET transport-cost (recalculation) p50 / p99',
    `${r.p50Ms} / ${r.p99Ms} ms`,
    `${r.requests} sequential requests, ${r.lines} lines`,
  ]);
  rows.push([
    `costing: PUT adjustments, ${p.editors} editors saving every ${p.paceMs / 1000} s p50 / p99`,
    `${p.p50Ms} / ${p.p99Ms} ms`,
    `${p.requests} requests, 409s ${p.conflicts}, other errors ${p.errors}`,
  ]);
  rows.push([
    `costing: PUT adjustments, ${a.editors} editors back to back p50 / p99`,
    `${a.p50Ms} / ${a.p99Ms} ms`,
    `${a.rps} req/s, 409s ${a.conflicts}${a.conflicts === 0 ? ' (ok)' : ' (SHOULD BE 0)'}, other errors ${a.errors}`,
  ]);
  return rows;
}

if (process.argv[1] === SELF && process.argv[2] === 'classify') {
  classifyChild().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
