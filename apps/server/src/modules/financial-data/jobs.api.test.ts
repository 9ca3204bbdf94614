import type { RealtimeMessage } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/schema/financial-data';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { connect, nextMessage, opened } from '../../test/ws-client';
import {
  API,
  createFinancialTestApp,
  finishedJob,
  fixture,
  formFields,
  upload,
} from './test-support';

describe('extraction jobs', () => {
  let t: TestApp;
  let user: string;
  let base: string;
  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'jobs@example.kr', 'user');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `ws://127.0.0.1:${address.port}/api/ws`;
  });
  afterAll(() => t.close());

  it('pushes the progress to the uploader and the change to company subscribers', async () => {
    const socket = connect(base, user);
    await opened(socket);
    await expect.poll(() => t.app.services.hub.connectionCount()).toBe(1);
    const progress: RealtimeMessage[] = [];
    socket.on('message', (data) => progress.push(JSON.parse(data.toString()) as RealtimeMessage));
    const done = nextMessage<RealtimeMessage>(
      socket,
      (m) => m.type === 'job.progress' && m.job.status === 'done',
    );
    const response = await upload(t.app, user, [
      ...formFields('실시간 운수'),
      {
        name: 'file',
        fileName: 'all.csv',
        bytes: await fixture('samples', 'B_intercity_small', 'all.csv'),
      },
    ]);
    const { companyId } = response.json();
    const invalidated = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'cache_invalidate');
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId }));
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

  it.skipIf(Boolean(process.env.REDIS_URL))(
    'at start fails jobs a crash left running and runs the queued ones',
    async () => {
      const accepted = await upload(t.app, user, [
        ...formFields('재시작 운수', { statementType: 'balance_sheet' }),
        {
          name: 'file',
          fileName: 'bs.csv',
          bytes: await fixture('samples', 'A_city_bus_300', 'balance_sheet.csv'),
        },
      ]);
      const first = await finishedJob(t.app, user, accepted.json().job.id);
      const { db } = t.app.services.database;
      const [stored] = await db.select().from(jobs).where(eq(jobs.id, first.id));
      if (!stored) throw new Error('no job row');
      const copy = { kind: 'extraction', userId: stored.userId, companyId: stored.companyId };
      const [crashed] = await db
        .insert(jobs)
        .values({ ...copy, status: 'running', stage: 'extracting', payload: stored.payload })
        .returning();
      const [waiting] = await db
        .insert(jobs)
        .values({ ...copy, status: 'queued', payload: stored.payload })
        .returning();
      if (!crashed || !waiting) throw new Error('no rows');

      await t.app.services.financialData.imports.recover();

      const crashedNow = await t.app.inject({
        url: `${API}/jobs/${crashed.id}`,
        headers: { cookie: user },
      });
      expect(crashedNow.json()).toMatchObject({
        status: 'failed',
        error: { code: 'internal', params: { reason: 'server_restarted' } },
      });
      const waited = await finishedJob(t.app, user, waiting.id);
      expect(waited).toMatchObject({ status: 'done' });
      expect(waited.statementIds).toHaveLength(1);
    },
  );
});
