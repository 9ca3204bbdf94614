import { randomUUID } from 'node:crypto';
import type { Job, RealtimeMessage } from '@bus/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as users } from '../../platform/db/schema/auth';
import { companies, jobs, storedFiles } from '../../platform/db/schema/financial-data';
import { cookieWithRole, TEST_ORGANISATION } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { connect, nextMessage, opened } from '../../test/ws-client';
import { membershipRepo } from '../organisations/membership';
import type { ImportPayload } from './import-drafts';
import {
  API,
  createFinancialTestApp,
  finishedJob,
  fixture,
  formFields,
  upload,
} from './test-support';

const csvPart = async (company: string, file: string) => ({
  name: 'file',
  fileName: file,
  bytes: await fixture('samples', company, file),
});

describe('extraction jobs', () => {
  let t: TestApp;
  let user: string;
  let userId: string;
  let other: string;
  let otherId: string;
  let organisationId: string;
  let base: string;
  beforeAll(async () => {
    t = await createFinancialTestApp({ EXTRACTION_JOBS_PER_USER: '3' });
    user = await cookieWithRole(t.app, 'jobs@example.kr', 'user');
    other = await cookieWithRole(t.app, 'jobs-other@example.kr', 'user');
    const idOf = async (email: string) => {
      const [row] = await t.app.services.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      return row?.id ?? '';
    };
    userId = await idOf('jobs@example.kr');
    otherId = await idOf('jobs-other@example.kr');
    organisationId = await membershipRepo(t.app.services.database.db).ensureOrganisation(
      TEST_ORGANISATION,
      'operator',
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `ws://127.0.0.1:${address.port}/api/ws`;
  });
  afterAll(() => t.close());

  /** A job row as an earlier upload (or a crash) left it, with bytes of its own in storage. */
  async function storedJob(
    status: string,
    stage: string,
    lane: 'document' | 'ocr' = 'document',
    owner = userId,
    createdAt = new Date(),
  ) {
    const bytes = await fixture('samples', 'A_city_bus_300', 'balance_sheet.csv');
    const payload: ImportPayload = {
      storageKey: randomUUID(),
      fileName: 'bs.csv',
      mimeType: 'text/csv',
      size: bytes.length,
      sha256: 'x',
      lane,
      companyName: `복구 운수 ${randomUUID().slice(0, 8)}`,
      statementType: 'balance_sheet',
      fiscalYear: 2024,
      fiscalPeriod: 12,
      aiModel: 'claude',
    };
    await t.app.services.storage.put(payload.storageKey, bytes);
    const [row] = await t.app.services.database.db
      .insert(jobs)
      .values({
        kind: 'extraction',
        userId: owner,
        organisationId,
        status,
        stage,
        payload,
        createdAt,
      })
      .returning();
    if (!row) throw new Error('no job row');
    return { row, payload };
  }

  const hasBytes = (key: string) =>
    t.app.services.storage.get(key).then(
      () => true,
      () => false,
    );

  it('pushes the progress to the uploader and the change to company subscribers', async () => {
    const first = await upload(t.app, user, [
      ...formFields('실시간 운수'),
      await csvPart('B_intercity_small', 'all.csv'),
    ]);
    const created = await finishedJob(t.app, user, first.json().job.id);
    const companyId = created.companyId;
    const socket = connect(base, user);
    await opened(socket);
    await expect.poll(() => t.app.services.hub.connectionCount()).toBe(1);
    const invalidated = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'cache_invalidate');
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId }));
    const progress: RealtimeMessage[] = [];
    socket.on('message', (data) => progress.push(JSON.parse(data.toString()) as RealtimeMessage));
    const done = nextMessage<RealtimeMessage>(
      socket,
      (m) => m.type === 'job.progress' && m.job.status === 'done',
    );
    const response = await upload(t.app, user, [
      ...formFields('실시간 운수'),
      await csvPart('B_intercity_small', 'all.csv'),
    ]);
    expect(response.json().companyId).toBe(companyId);
    const last = await done;
    expect(last).toMatchObject({ job: { progress: 100, companyId, aiUsed: false } });
    if (last.type !== 'job.progress') throw new Error('unexpected message');
    expect(last.job.statementIds).toHaveLength(3);
    const stages = progress.flatMap((m) => (m.type === 'job.progress' ? [m.job.stage] : []));
    expect(stages).toEqual(expect.arrayContaining(['reading', 'mapping', 'saving', 'done']));
    const percents = progress.flatMap((m) => (m.type === 'job.progress' ? [m.job.progress] : []));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    await expect(invalidated).resolves.toEqual({ type: 'cache_invalidate', companyId });
    socket.close();
  });

  it('tells a queued upload its place behind the earlier ones of its lane', async () => {
    // Other people's uploads: the cap of 3 is per user.
    const waiting = [
      await storedJob('queued', 'queued', 'document', otherId),
      await storedJob('queued', 'queued', 'document', otherId),
    ];
    const scan = await storedJob('queued', 'queued', 'ocr', otherId);
    const ids = [...waiting, scan].map((j) => j.row.id);
    try {
      const response = await upload(t.app, user, [
        ...formFields('순서 운수'),
        await csvPart('A_city_bus_300', 'all.csv'),
      ]);
      expect(response.json().job).toMatchObject({ status: 'queued', queuePosition: 3 });
      const second = await t.app.inject({
        url: `${API}/jobs/${waiting[1]?.row.id}`,
        headers: { cookie: other },
      });
      expect((second.json() as Job).queuePosition).toBe(2);
      await finishedJob(t.app, user, response.json().job.id);
    } finally {
      await t.app.services.database.db.delete(jobs).where(inArray(jobs.id, ids));
    }
  });

  it('refuses an upload past the per-user cap and stores nothing of it', async () => {
    const held = [await storedJob('running', 'ocr'), await storedJob('queued', 'queued')];
    const third = await storedJob('queued', 'queued');
    const before = await t.app.services.storage.stats();
    try {
      const response = await upload(t.app, user, [
        ...formFields('한도 운수'),
        await csvPart('A_city_bus_300', 'all.csv'),
      ]);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'jobs/too-many', params: { max: 3 } });
      expect(await t.app.services.storage.stats()).toEqual(before);
      const [company] = await t.app.services.database.db
        .select()
        .from(companies)
        .where(eq(companies.name, '한도 운수'));
      expect(company).toBeUndefined();
    } finally {
      const ids = [...held, third].map((j) => j.row.id);
      await t.app.services.database.db.delete(jobs).where(inArray(jobs.id, ids));
      for (const j of [...held, third]) await t.app.services.storage.delete(j.payload.storageKey);
    }
  });

  it('fails and cleans up a job the queue gave up on, and leaves a finished one alone', async () => {
    const lost = await storedJob('running', 'ocr');
    await t.app.services.financialData.imports.abandon(lost.row.id);
    const view = await t.app.inject({
      url: `${API}/jobs/${lost.row.id}`,
      headers: { cookie: user },
    });
    expect(view.json()).toMatchObject({
      status: 'failed',
      error: { code: 'internal', params: { reason: 'worker_lost' } },
    });
    expect(await hasBytes(lost.payload.storageKey)).toBe(false);

    const finishedRow = await storedJob('done', 'done');
    await t.app.services.financialData.imports.abandon(finishedRow.row.id);
    expect(await hasBytes(finishedRow.payload.storageKey)).toBe(true);
    await t.app.services.storage.delete(finishedRow.payload.storageKey);
  });

  it.skipIf(Boolean(process.env.REDIS_URL))(
    'at start fails what a crash left running or half-received, removes its bytes and runs the queued',
    async () => {
      const crashed = await storedJob('running', 'extracting');
      // Older than the 10 minutes another process on a shared PostgreSQL may still be receiving.
      const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
      const receiving = await storedJob(
        'queued',
        'receiving',
        'document',
        userId,
        elevenMinutesAgo,
      );
      const waiting = await storedJob('queued', 'queued');

      await t.app.services.financialData.recoverImports();

      const view = async (id: string) =>
        (await t.app.inject({ url: `${API}/jobs/${id}`, headers: { cookie: user } })).json();
      expect(await view(crashed.row.id)).toMatchObject({
        status: 'failed',
        error: { code: 'internal', params: { reason: 'server_restarted' } },
      });
      expect(await view(receiving.row.id)).toMatchObject({
        status: 'failed',
        error: { code: 'internal', params: { reason: 'upload_interrupted' } },
      });
      expect(await hasBytes(crashed.payload.storageKey)).toBe(false);
      expect(await hasBytes(receiving.payload.storageKey)).toBe(false);
      const names = [crashed, receiving].map((j) => j.payload.companyName);
      const { db } = t.app.services.database;
      expect(await db.select().from(companies).where(inArray(companies.name, names))).toEqual([]);

      const waited = await finishedJob(t.app, user, waiting.row.id);
      expect(waited).toMatchObject({ status: 'done' });
      expect(waited.statementIds).toHaveLength(1);
      const [file] = await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, waiting.payload.storageKey));
      expect(file?.companyId).toBe(waited.companyId);
      expect(await hasBytes(waiting.payload.storageKey)).toBe(true);
    },
  );
});
