// Extraction figures for `npm run bench`: wall time and peak memory of the parse worker for each
// format (measure-parse.ts), and accounts per second on a generated 5,000-line workbook.
// Each case runs in its own `tsx` child, so one case's memory does not inflate the next one's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const FIXTURES = join(ROOT, 'fixtures/statements/A_city_bus_300');
const GENERATED_LINES = 5_000;

const SCANS = join(ROOT, 'fixtures/statements/scans');
const MEASURE = join(ROOT, 'apps/server/src/modules/financial-data/extraction/measure-parse.ts');

/** One file of each format, read in a parse worker as uploads are (issue 13: per format). */
const FORMATS = [
  { name: 'xlsx, three statements', file: join(FIXTURES, 'statements.xlsx') },
  { name: 'xls, three statements', file: join(FIXTURES, 'statements.xls') },
  { name: 'csv (CP949), three statements', file: join(FIXTURES, 'statements-cp949.csv') },
  { name: 'text PDF, three pages', file: join(FIXTURES, 'statements.pdf') },
  {
    name: 'OCR, realistic 300 dpi scan (png)',
    file: join(SCANS, 'A_city_bus_300-balance_sheet-300dpi.png'),
  },
  {
    name: 'OCR, phone photo of a page (jpg)',
    file: join(SCANS, 'B_intercity_small-income_statement-photo.jpg'),
  },
];

/** Runs `script file` in a `tsx` child; its last output line is the case's JSON figures. */
function measureInChild(name, script, file) {
  const child = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [script, file], {
    cwd: join(ROOT, 'apps/server'),
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (child.status !== 0) {
    return { name, error: (child.stderr || child.error?.message || 'failed').trim().slice(0, 300) };
  }
  return { name, ...JSON.parse(child.stdout.trim().split('\n').pop()) };
}

/** Each format in its own `tsx` child (one process per file gives a clean memory peak). */
export function benchParseFormats() {
  return FORMATS.map((c) => measureInChild(c.name, MEASURE, c.file));
}

export function parseFormatRows(results) {
  return results.map((r) =>
    r.error
      ? [`parse worker: ${r.name}`, `failed: ${r.error}`, '']
      : [
          `parse worker: ${r.name}`,
          `${r.wallMs} ms, worker heap peak ${r.workerPeakHeapMb} MB`,
          `${r.lines} lines (${r.method}); process RSS peak ${r.peakRssMb} MB (+${r.rssGrowthMb})`,
        ],
  );
}

const CASES = [
  { name: `xlsx, generated ${GENERATED_LINES.toLocaleString('en-US')} lines`, file: 'generated' },
];

/** Accounts per second on a generated workbook, extractDocument in a child as uploads run it. */
export function benchExtraction() {
  return CASES.map((c) => measureInChild(c.name, SELF, c.file));
}

export function extractionRows(results) {
  return results.map((r) =>
    r.error
      ? [`extraction: ${r.name}`, `failed: ${r.error}`, '']
      : [
          `extraction: ${r.name}`,
          `${r.ms} ms, peak RSS ${r.maxRssMb} MB`,
          `${r.accounts} accounts, ${r.accountsPerSecond.toLocaleString('en-US')} accounts/s`,
        ],
  );
}

function generatedWorkbook(XLSX) {
  const rows = [['재무상태표'], ['(단위: 원)'], ['계정과목', '당기', '전기']];
  for (let i = 1; i <= GENERATED_LINES; i += 1) rows.push([`계정과목 ${i}`, i * 1_000, i * 900]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '재무상태표');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

async function child(file) {
  const { extractDocument } = await import(
    '../../apps/server/src/modules/financial-data/extraction/extract-document.ts'
  );
  const bytes =
    file === 'generated' ? generatedWorkbook(await import('@e965/xlsx')) : readFileSync(file);
  const fileName = file === 'generated' ? 'generated.xlsx' : file;
  const began = performance.now();
  const result = await extractDocument(
    {
      bytes,
      fileName,
      statementType: 'auto',
      aiModel: 'claude',
      cacheDir: join(tmpdir(), 'bus-bench'),
    },
    { claude: null, gemini: null },
  );
  const ms = performance.now() - began;
  const accounts = result.statements.reduce((sum, s) => sum + s.lines.length, 0);
  process.stdout.write(
    `${JSON.stringify({
      ms: Math.round(ms),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      accounts,
      accountsPerSecond: Math.round(accounts / (ms / 1000)),
    })}\n`,
  );
}

if (process.argv[1] === SELF && process.argv[2]) {
  const { closeParsePool } = await import(
    '../../apps/server/src/modules/financial-data/extraction/parse-pool.ts'
  );
  await child(process.argv[2])
    .catch((error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exitCode = 1;
    })
    .finally(closeParsePool);
}
