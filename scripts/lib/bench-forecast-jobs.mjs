// Forecast job figures for `npm run bench -- forecast` (issue 16), through the real API of a
// running server (PGlite, in-process queue, the forecast worker pool):
//   - submit to result of one forecast of a 60-month series, for the auto mode and each model;
//   - 20 auto forecasts submitted at once: wall time, slowest submit-to-result, and GET /api/me
//     p50/p99/max sampled every 10 ms meanwhile (the API must stay responsive while the workers
//     are busy). Run once per FORECAST_WORKERS value to choose its default on two cores.
// The server must let one user queue 20 runs (FORECAST_JOBS_PER_USER=20).

const MODELS = [
  'auto',
  'seasonal-naive',
  'ets',
  'theta',
  'arima',
  'sarima',
  'xgboost',
  'prophet',
  'ensemble',
  'nbeats',
];
const BURST = 20;
const SAMPLE_EVERY_MS = 10;
const RUN_TIMEOUT_MS = 900_000;
/** The uploads' target for the API while workers are busy (issue 13), kept for forecasts. */
const RESPONSIVE_P99_MS = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** 60 months of a made-up fare revenue: trend, a yearly season and a fixed wiggle. */
export function benchSeries(n = 60) {
  const labels = [];
  const values = [];
  for (let i = 0; i < n; i += 1) {
    labels.push(`${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const season = Math.sin(((i % 12) / 12) * 2 * Math.PI) * 0.08;
    const wiggle = (((i * 7919) % 13) - 6) / 600;
    values.push(Math.round(4_000_000_000 * (1 + 0.003 * i) * (1 + season + wiggle)));
  }
  return { frequency: 'monthly', labels, values };
}

async function submit(base, cookie, model) {
  const response = await fetch(`${base}/api/forecast/runs`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'forecast', model, series: benchSeries(), horizon: 12 }),
  });
  if (response.status !== 202) {
    throw new Error(`run of ${model} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()).id;
}

async function ended(base, cookie, id) {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const run = await (
      await fetch(`${base}/api/forecast/runs/${id}`, { headers: { cookie } })
    ).json();
    if (['succeeded', 'failed', 'cancelled'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} did not end`);
    await sleep(50);
  }
}

/** GET /api/me one after another until `until` settles; latencies in ms. */
async function sampleMe(base, cookie, until) {
  const latencies = [];
  let over = false;
  until.finally(() => {
    over = true;
  });
  while (!over) {
    const began = performance.now();
    await fetch(`${base}/api/me`, { headers: { cookie } }).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - began);
    await sleep(SAMPLE_EVERY_MS);
  }
  return latencies;
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const round = (v) => (v === undefined ? null : Math.round(v * 10) / 10);
  return {
    samples: sorted.length,
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
    maxMs: round(sorted[sorted.length - 1]),
  };
}

/** Submit to result of one run per model, one after another (the pool is warm after the first). */
export async function benchEachModel(base, cookie, log) {
  // A first run starts the pool's threads and loads the engine; it is timed on its own.
  const coldBegan = performance.now();
  await ended(base, cookie, await submit(base, cookie, 'seasonal-naive'));
  const coldStartMs = Math.round(performance.now() - coldBegan);
  const models = [];
  for (const model of MODELS) {
    log(`forecast: ${model} on 60 months …`);
    const began = performance.now();
    const run = await ended(base, cookie, await submit(base, cookie, model));
    models.push({
      model,
      status: run.status,
      error: run.error?.code ?? null,
      ms: Math.round(performance.now() - began),
      description: run.forecast?.description ?? null,
    });
  }
  return { coldStartMs, models };
}

/**
 * Every run of `ids` as it ends, read from the logs (GET /runs, summaries) every 250 ms, as the
 * dashboard would; the screens hear of progress on the socket and do not poll each run.
 */
async function allEnded(base, cookie, ids, began) {
  const endedAt = new Map();
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  while (endedAt.size < ids.length) {
    const list = await (
      await fetch(`${base}/api/forecast/runs?limit=100`, { headers: { cookie } })
    ).json();
    for (const run of list.items) {
      const over = ['succeeded', 'failed', 'cancelled'].includes(run.status);
      if (ids.includes(run.id) && over && !endedAt.has(run.id)) {
        endedAt.set(run.id, { status: run.status, ms: Math.round(performance.now() - began) });
      }
    }
    if (Date.now() > deadline) throw new Error('the burst did not end');
    await sleep(250);
  }
  return [...endedAt.values()];
}

/** BURST auto forecasts submitted at once, with /api/me sampled until the last has ended. */
export async function benchBurst(base, cookie, log) {
  log(`forecast: ${BURST} auto forecasts at once, /api/me sampled …`);
  const began = performance.now();
  const ids = await Promise.all(Array.from({ length: BURST }, () => submit(base, cookie, 'auto')));
  const all = allEnded(base, cookie, ids, began);
  const me = summary(await sampleMe(base, cookie, all));
  const runs = await all;
  return {
    runs: runs.length,
    failed: runs.filter((r) => r.status !== 'succeeded').length,
    wallMs: Math.round(performance.now() - began),
    slowestMs: Math.max(...runs.map((r) => r.ms)),
    me,
  };
}

export function forecastRows(r) {
  if (r.error) return [['forecast', `failed: ${r.error}`, '']];
  const rows = [
    [
      'forecast: first run (pool start + engine load)',
      `${(r.each.coldStartMs / 1000).toFixed(1)} s`,
      '',
    ],
    ...r.each.models.map((m) => [
      `forecast: ${m.model}, 60 months, submit to result`,
      `${(m.ms / 1000).toFixed(2)} s (${m.status}${m.error ? ` ${m.error}` : ''})`,
      m.description ?? '',
    ]),
  ];
  for (const burst of r.bursts) {
    const me = burst.me;
    rows.push([
      `forecast: ${burst.runs} auto at once, FORECAST_WORKERS=${burst.workers}`,
      `${(burst.wallMs / 1000).toFixed(1)} s, slowest ${(burst.slowestMs / 1000).toFixed(1)} s`,
      burst.failed ? `failed ${burst.failed}` : '',
    ]);
    rows.push([
      '  GET /api/me meanwhile p50/p99/max',
      `${me.p50Ms}/${me.p99Ms}/${me.maxMs} ms (${me.samples})`,
      me.p99Ms !== null && me.p99Ms < RESPONSIVE_P99_MS
        ? `ok (< ${RESPONSIVE_P99_MS} ms)`
        : `OVER ${RESPONSIVE_P99_MS} ms`,
    ]);
  }
  return rows;
}
