// Cost allocation and depreciation figures for `npm run bench` (issue 15 "Measure"):
//   1. allocation of 5,000 cost lines to 500 service entities (domain allocate(), exact rationals
//      and largest-remainder rounding), p50 over repeated runs, and the child's peak memory;
//   2. the monthly schedule of a 10,000-asset register over 10 years (domain scheduleOf()), p50
//      and peak memory.
// Each part runs in a `tsx` child of its own, so the peak resident set (maxRSS) is that part's.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const LINES = 5_000;
const ENTITIES = 500;
const ASSETS = 10_000;
const MONTHS = 120;
const RUNS = 10;
const DRIVERS = ['distance_km', 'vehicles_operated', 'vehicles_owned'];
const CLASSES = ['bus', 'building', 'equipment', 'other'];

const round1 = (value) => Math.round(value * 10) / 10;
const p50 = (values) => round1([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
const mb = (kb) => round1(kb / 1024);

/** A repeatable pseudo-random sequence (the same register on every run). */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function allocationInput() {
  const next = random(15);
  const lines = Array.from({ length: LINES }, (_, i) => ({
    key: `line-${i}`,
    name: `원가항목 ${i}`,
    statement: i % 5 === 0 ? 'income_statement' : 'cost_statement',
    category: i % 5 === 0 ? 'administration_cost' : 'transportation_cost',
    standardId: null,
    // Up to 10 billion won a line, one in fifty negative (a netted subsidy).
    amount: Math.round(next() * 1e10) * (i % 50 === 0 ? -1 : 1),
    driver: DRIVERS[i % DRIVERS.length],
    driverSource: 'dictionary',
  }));
  const entities = Array.from({ length: ENTITIES }, (_, i) => ({
    id: `R-${i + 1}`,
    name: `노선 ${i + 1}`,
    type: 'route',
    distanceKm: Math.round(next() * 5_000_000) + 1,
    vehiclesOperated: Math.round(next() * 100) + 1,
    vehiclesOwned: Math.round(next() * 110) + 1,
    custom: {},
  }));
  return { lines, entities };
}

function register() {
  const next = random(42);
  return Array.from({ length: ASSETS }, (_, i) => {
    const cost = Math.round(next() * 3e8) + 1_000_000;
    const year = 2012 + Math.floor(next() * 13);
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    return {
      id: `asset-${i}`,
      code: `A${i}`,
      name: `자산 ${i}`,
      assetClass: CLASSES[i % CLASSES.length],
      entityId: `R-${(i % ENTITIES) + 1}`,
      acquisitionDate: `${year}-${month}-15`,
      cost,
      residualValue: i % 3 === 0 ? 0 : Math.round(cost * 0.05),
      usefulLifeYears: 4 + (i % 9),
      method: i % 4 === 0 ? 'declining_balance' : 'straight_line',
      disposalDate: i % 25 === 0 ? `${year + 5}-06-30` : null,
    };
  });
}

async function allocationChild() {
  const { allocate } = await import('../../packages/domain/src/index.ts');
  const { lines, entities } = allocationInput();
  const times = [];
  let outcome;
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    outcome = allocate(lines, entities, { fiscalYear: 2024 });
    times.push(performance.now() - began);
  }
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusal).slice(0, 200)}`);
  const expected = lines.reduce((sum, line) => sum + line.amount, 0);
  const allocated = outcome.result.entities.reduce((sum, entity) => sum + entity.total, 0);
  return { p50Ms: p50(times), runs: RUNS, exact: allocated === expected };
}

async function scheduleChild() {
  const { scheduleOf } = await import('../../packages/domain/src/index.ts');
  const assets = register();
  const times = [];
  let schedule;
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    schedule = scheduleOf(assets, '2020-01', MONTHS);
    times.push(performance.now() - began);
  }
  const total = schedule.totals.reduce((sum, amount) => sum + amount, 0);
  return { p50Ms: p50(times), runs: RUNS, months: schedule.months.length, total };
}

function runChild(part) {
  const child = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [SELF, part], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (child.status !== 0) {
    return { error: (child.stderr || child.error?.message || 'failed').trim().slice(0, 300) };
  }
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

/** Both measurements, each in a child of its own. */
export function benchPlanning() {
  return { allocation: runChild('allocate'), schedule: runChild('schedule') };
}

/** Rows for bench.mjs's table. */
export function planningRows(result) {
  const { allocation: a, schedule: s } = result;
  return [
    a.error
      ? ['allocation: 5,000 lines × 500 entities', `failed: ${a.error}`, '']
      : [
          `allocation: ${LINES.toLocaleString('en-US')} lines × ${ENTITIES} entities p50 / peak RSS`,
          `${a.p50Ms} ms / ${a.peakRssMb} MB`,
          `${a.runs} runs, entity totals ${a.exact ? 'add up exactly' : 'DO NOT ADD UP'}`,
        ],
    s.error
      ? ['depreciation: 10,000-asset schedule', `failed: ${s.error}`, '']
      : [
          `depreciation: ${ASSETS.toLocaleString('en-US')} assets × ${MONTHS} months p50 / peak RSS`,
          `${s.p50Ms} ms / ${s.peakRssMb} MB`,
          `${s.runs} runs, ${s.months} months, total ${s.total.toLocaleString('en-US')} won`,
        ],
  ];
}

const CHILDREN = { allocate: allocationChild, schedule: scheduleChild };

if (process.argv[1] === SELF && CHILDREN[process.argv[2]]) {
  CHILDREN[process.argv[2]]()
    .then((result) => {
      // maxRSS is in kilobytes on Linux: the child's peak, the register or lines included.
      const peakRssMb = mb(process.resourceUsage().maxRSS);
      process.stdout.write(`${JSON.stringify({ ...result, peakRssMb })}\n`);
    })
    .catch((error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    });
}
