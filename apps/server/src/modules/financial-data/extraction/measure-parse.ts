import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createParsePool, DEFAULT_PARSE_SETTINGS } from './parse-pool';

/** One file read in a parse worker, as `npm run bench` reports it. */
export type ParseMeasure = {
  file: string;
  method: string;
  lines: number;
  /** From the task leaving this thread to its outcome arriving back. */
  wallMs: number;
  /** Peak V8 heap + off-heap of the worker's isolate (tesseract's own thread not included). */
  workerPeakHeapMb: number;
  /** Peak resident memory of the whole process while the file was read, every thread included. */
  peakRssMb: number;
  /** That peak above the process's resident memory just before the file was sent. */
  rssGrowthMb: number;
};

const MB = 1024 * 1024;

/**
 * Reads `path` in a fresh one-thread pool and measures it. The worker first reads a one-line CSV
 * so that loading tsx and the parsers is not counted. Resident memory is sampled from this
 * thread, which only waits meanwhile; run one file per process for a clean peak.
 */
export async function measureParse(path: string, cacheDir?: string): Promise<ParseMeasure> {
  const pool = createParsePool({ ...DEFAULT_PARSE_SETTINGS, workers: 1 });
  try {
    await pool.run({ bytes: Buffer.from('a,1\n'), fileName: 'warm.csv', cacheDir });
    const bytes = await readFile(path);
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const started = performance.now();
    const { value, usage } = await pool.run({ bytes, fileName: basename(path), cacheDir });
    const wallMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    const outcome = 'outcome' in value ? value.outcome : null;
    return {
      file: basename(path),
      method: outcome?.method ?? `refused: ${'refused' in value ? value.refused.code : ''}`,
      lines: outcome?.statements.reduce((n, s) => n + s.lines.length, 0) ?? 0,
      wallMs,
      workerPeakHeapMb: usage.peakHeapMb,
      peakRssMb: Math.round(peak / MB),
      rssGrowthMb: Math.round((peak - baseline) / MB),
    };
  } finally {
    await pool.close();
  }
}

// `tsx measure-parse.ts <file>…` prints one JSON line per file (one process per file is cleaner).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const path of process.argv.slice(2)) console.log(JSON.stringify(await measureParse(path)));
}
