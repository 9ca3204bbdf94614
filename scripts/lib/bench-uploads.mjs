// Upload figures for `npm run bench` (issue 13), through the real API of a running server:
//   - OCR of one realistic scan page, upload to done;
//   - GET /api/health p50/p99/max, sampled every 10 ms while the heaviest accepted files are read
//     (the realistic scan, and a CSV just under the row limit);
//   - 20 mixed uploads (xlsx, xls, csv, pdf, scans) sent at once: wall time, uploads per minute,
//     and the longest a spreadsheet waited, which shows whether scans hold spreadsheets back.
// The server must allow 20 uploads per user (EXTRACTION_JOBS_PER_USER=20).
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './web-build.mjs';

const A = join(ROOT, 'fixtures/statements/A_city_bus_300');
const B = join(ROOT, 'fixtures/statements/B_intercity_small');
const SCANS = join(ROOT, 'fixtures/statements/scans');
const REALISTIC_SCAN = join(SCANS, 'A_city_bus_300-balance_sheet-300dpi.png');
/** Rows of the generated CSV: the largest statement CSV the limits accept (50,000 rows). */
const LARGE_CSV_ROWS = 49_000;
const SAMPLE_EVERY_MS = 10;
const JOB_TIMEOUT_MS = 600_000;

const MIXED = [
  join(A, 'statements.xlsx'),
  join(B, 'statements.xlsx'),
  join(A, 'statements-one-sheet.xlsx'),
  join(B, 'statements-thousands.xlsx'),
  join(A, 'statements.xls'),
  join(B, 'statements.xls'),
  join(A, 'statements-utf8.csv'),
  join(B, 'statements-cp949.csv'),
  join(A, 'statements-cp949.csv'),
  join(B, 'statements-utf8.csv'),
  join(A, 'statements.pdf'),
  join(B, 'statements.pdf'),
  join(A, 'statements-thousands.xlsx'),
  join(B, 'statements-one-sheet.xlsx'),
  join(SCANS, 'A_city_bus_300-income_statement-300dpi.jpg'),
  join(SCANS, 'B_intercity_small-balance_sheet-200dpi.jpg'),
  join(SCANS, 'B_intercity_small-income_statement-200dpi.png'),
  join(SCANS, 'B_intercity_small-income_statement-photo.jpg'),
  join(A, 'statements-scan.png'),
  join(B, 'statements-scan.png'),
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isScan = (name) => /\.(png|jpe?g)$/i.test(name);

function largeCsv() {
  const lines = ['statement_type,fiscal_year,account_name,current_value,previous_value'];
  for (let i = 1; i <= LARGE_CSV_ROWS; i += 1) {
    lines.push(`balance_sheet,2024,계정과목 ${i},${i * 1000},${i * 900}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function upload(base, cookie, bytes, fileName, companyName) {
  const form = new FormData();
  form.append('companyName', companyName);
  form.append('fiscalYear', '2024');
  form.append('file', new Blob([bytes]), fileName);
  const response = await fetch(`${base}/api/financial-data/uploads`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 202) {
    throw new Error(`upload of ${fileName} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()).job.id;
}

async function finished(base, cookie, jobId) {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${base}/api/financial-data/jobs/${jobId}`, {
      headers: { cookie },
    });
    const job = await response.json();
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not end`);
    await sleep(100);
  }
}

/** GET /api/health one after another until `until` settles; latencies in ms. */
async function sampleHealth(base, until) {
  const latencies = [];
  let over = false;
  until.finally(() => {
    over = true;
  });
  while (!over) {
    const began = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - began);
    await sleep(SAMPLE_EVERY_MS);
  }
  return latencies;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? null),
  };
}

/** One upload read while /api/health is sampled: the job's time and the health latencies. */
async function whileReading(base, cookie, bytes, fileName) {
  const began = performance.now();
  const jobId = await upload(base, cookie, bytes, fileName, `벤치 ${fileName}`);
  const job = finished(base, cookie, jobId);
  const health = summary(await sampleHealth(base, job));
  const ended = await job;
  return {
    file: fileName,
    bytes: bytes.length,
    status: ended.status,
    error: ended.error?.code ?? null,
    jobMs: Math.round(performance.now() - began),
    health,
  };
}

async function mixedBurst(base, cookie) {
  const began = performance.now();
  const ids = await Promise.all(
    MIXED.map((file, i) =>
      upload(base, cookie, readFileSync(file), basename(file), `벤치 혼합 ${i}`).then((id) => ({
        id,
        file,
      })),
    ),
  );
  const ended = await Promise.all(
    ids.map(async ({ id, file }) => {
      const job = await finished(base, cookie, id);
      return { file, status: job.status, ms: Math.round(performance.now() - began) };
    }),
  );
  const sheets = ended.filter((e) => !isScan(e.file));
  return {
    uploads: ended.length,
    failed: ended.filter((e) => e.status !== 'done').map((e) => basename(e.file)),
    wallMs: Math.round(performance.now() - began),
    perMinute: Math.round((ended.length / ((performance.now() - began) / 60_000)) * 10) / 10,
    slowestSpreadsheetMs: Math.max(...sheets.map((e) => e.ms)),
    slowestScanMs: Math.max(...ended.filter((e) => isScan(e.file)).map((e) => e.ms)),
  };
}

/** Runs the three upload measures against a running server; `log` reports progress. */
export async function benchUploads(base, cookie, log) {
  log('uploads: one realistic scan page, /api/health sampled meanwhile …');
  const scan = await whileReading(base, cookie, readFileSync(REALISTIC_SCAN), 'scan-300dpi.png');
  log(`uploads: a ${LARGE_CSV_ROWS.toLocaleString('en-US')}-row CSV, /api/health sampled …`);
  const csv = await whileReading(base, cookie, largeCsv(), 'large.csv');
  log(`uploads: ${MIXED.length} mixed uploads at once …`);
  const burst = await mixedBurst(base, cookie);
  return { scan, csv, burst };
}

export function uploadRows(r) {
  if (r.error) return [['uploads', `failed: ${r.error}`, '']];
  const health = (h) => `health p50/p99/max ${h.p50Ms}/${h.p99Ms}/${h.maxMs} ms (${h.samples})`;
  const target = (h) => (h.p99Ms !== null && h.p99Ms < 200 ? 'ok (< 200 ms)' : 'OVER 200 ms');
  const scanTarget = r.scan.jobMs < 10_000 ? 'ok (< 10 s)' : 'OVER 10 s';
  return [
    [
      'upload: realistic scan page, upload to done',
      `${(r.scan.jobMs / 1000).toFixed(1)} s (${r.scan.status})`,
      scanTarget,
    ],
    ['  /api/health meanwhile', health(r.scan.health), target(r.scan.health)],
    [
      `upload: ${LARGE_CSV_ROWS.toLocaleString('en-US')}-row CSV, upload to done`,
      `${(r.csv.jobMs / 1000).toFixed(1)} s (${r.csv.status}${r.csv.error ? ` ${r.csv.error}` : ''})`,
      '',
    ],
    ['  /api/health meanwhile', health(r.csv.health), target(r.csv.health)],
    [
      `upload: ${r.burst.uploads} mixed at once`,
      `${(r.burst.wallMs / 1000).toFixed(1)} s, ${r.burst.perMinute}/min`,
      `slowest spreadsheet ${(r.burst.slowestSpreadsheetMs / 1000).toFixed(1)} s, slowest scan ${(r.burst.slowestScanMs / 1000).toFixed(1)} s${r.burst.failed.length ? `; failed ${r.burst.failed.join(', ')}` : ''}`,
    ],
  ];
}
