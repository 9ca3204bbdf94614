import type { ForecastRun, ModelCatalogue } from '@bus/domain';
import type { vi } from 'vitest';
import { mockApi, sessionHandler, testUser } from '../../../test/app-test-utils';
import { problemReply } from '../../../test/costing-fixtures';
import {
  catalogue,
  company,
  inspection,
  pendingRun,
  RUN_ID,
  runSummary,
  savedSeriesList,
} from './fixtures';

type Reply = { status: number; body?: unknown } | 'pending';

export type ForecastApi = {
  models?: ModelCatalogue | 'fail';
  companies?: unknown[];
  series?: ReturnType<typeof savedSeriesList>;
  inspect?: (body: unknown) => Reply;
  run?: () => ForecastRun | Reply;
  role?: 'viewer' | 'user';
  other?: (method: string, path: string, body: unknown) => Reply | undefined;
};

function isReply(value: unknown): value is Reply {
  // A run has a `status` too, but a word ('queued'); a reply's is the HTTP number.
  return (
    value === 'pending' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { status?: unknown }).status === 'number')
  );
}

/**
 * A fake forecasting API answering as the contract says (packages/domain/src/api/forecast.ts);
 * each answer can be replaced per test.
 */
export function serveForecast(api: ForecastApi = {}) {
  const session = sessionHandler(testUser(api.role ?? 'user'));
  return mockApi((method, url, body) => {
    const answer = session(method, url, body);
    if (answer) return answer;
    const path = url.split('?')[0];
    const other = api.other?.(method, path ?? '', body);
    if (other) return other;
    if (path === '/forecast/models') {
      return api.models === 'fail'
        ? problemReply(500, 'internal')
        : { status: 200, body: api.models ?? catalogue() };
    }
    if (path === '/financial-data/companies') {
      return { status: 200, body: { items: api.companies ?? [company] } };
    }
    if (path === '/forecast/series') return { status: 200, body: api.series ?? savedSeriesList() };
    if (method === 'POST' && path === '/forecast/inspect') {
      return api.inspect?.(body) ?? { status: 200, body: inspection() };
    }
    if (method === 'POST' && path === '/forecast/runs') return { status: 202, body: runSummary() };
    if (method === 'GET' && path === `/forecast/runs/${RUN_ID}`) {
      const run = api.run?.();
      if (isReply(run)) return run;
      return { status: 200, body: run ?? pendingRun() };
    }
    return undefined;
  });
}

/** The JSON bodies sent to `path` with `method`. */
export function sentBodies(fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init as RequestInit | undefined)?.method === method && String(url) === `/api${path}`,
    )
    .map(([, init]) => (init as RequestInit).body);
}
