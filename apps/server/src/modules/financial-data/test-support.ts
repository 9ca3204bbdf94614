import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from '@bus/domain';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../config';
import type { App } from '../../platform/http/app-type';
import { createTestApp, type TestApp } from '../../test/test-app';

export const API = '/api/financial-data';

/**
 * The test app with its own DATA_DIR (uploaded files land in a temporary folder, never in the
 * checkout's ./data), on Redis/BullMQ when REDIS_URL is set.
 */
export async function createFinancialTestApp(
  env: Record<string, string | undefined> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bus-financial-'));
  const t = await createTestApp({ REDIS_URL: process.env.REDIS_URL, DATA_DIR: dataDir, ...env });
  return {
    app: t.app,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function fixture(...parts: string[]): Promise<Buffer> {
  return readFile(join(REPO_ROOT, 'fixtures', ...parts));
}

export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----bus-test-boundary-7d1a';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(app: App, cookie: string, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `${API}/uploads`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

/** The usual form fields of a statement upload. */
export function formFields(companyName: string, extra: Record<string, string> = {}): Part[] {
  return Object.entries({ companyName, fiscalYear: '2024', ...extra }).map(([name, value]) => ({
    name,
    value,
  }));
}

/** Polls GET /jobs/{id} until the job has ended. */
export async function finishedJob(app: App, cookie: string, jobId: string): Promise<Job> {
  let job: Job | null = null;
  await expect
    .poll(
      async () => {
        const response = await app.inject({ url: `${API}/jobs/${jobId}`, headers: { cookie } });
        job = response.json() as Job;
        return job.status;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toMatch(/^(done|failed)$/);
  if (!job) throw new Error('no job');
  return job;
}

/** GET /jobs/{id} until the job has ended, polled by hand (usable in beforeAll, unlike expect.poll). */
export async function endedJob(app: App, cookie: string, jobId: string): Promise<Job> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await app.inject({ url: `${API}/jobs/${jobId}`, headers: { cookie } });
    const job = response.json() as Job;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not end: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type SampleLine = { type: string; name: string; current: number; previous: number };

/** fixtures/samples/<company>/all.csv: the statements as the truth has them. */
export async function sampleLines(company: string): Promise<SampleLine[]> {
  const text = (await fixture('samples', company, 'all.csv')).toString('utf8');
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [type = '', , name = '', current = '', previous = ''] = line.split(',');
      return { type, name, current: Number(current), previous: Number(previous) };
    });
}
