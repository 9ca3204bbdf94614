import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/app-test-utils';
import { dropPendingRatios, enqueueRatios, pendingRatios } from '../lib/ratio-queue';
import { COMPANY_ID, ratioReport } from '../testing/fixtures';
import { useRatioSync } from './use-ratio-sync';

const ratios = ratioReport().ratios;
if (!ratios) throw new Error('fixture has ratios');

afterEach(() => {
  for (const item of pendingRatios()) dropPendingRatios(item.companyId, item.body.fiscalYear);
  vi.unstubAllGlobals();
});

function Sync() {
  useRatioSync();
  return null;
}

describe('queued ratio saves', () => {
  // ADR 0007: the queue sends on its own (timer, reconnect), so its saves are not activity.
  it('are sent as background requests and leave the queue once saved', async () => {
    enqueueRatios(COMPANY_ID, { fiscalYear: 2024, ratios });
    const fetchMock = mockApi((method) =>
      method === 'POST'
        ? { status: 200, body: { id: 'r1', savedAt: '2026-03-01T00:00:00.000Z', version: 1 } }
        : undefined,
    );
    renderRoutes([{ path: '/', element: <Sync /> }], '/');
    await waitFor(() => expect(pendingRatios()).toEqual([]));
    const saves = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(saves.map(([url]) => String(url))).toEqual([
      `/api/financial-data/companies/${COMPANY_ID}/ratios`,
    ]);
    expect(new Headers(saves[0]?.[1]?.headers).get('x-background-request')).toBe('1');
  });
});
