import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/app-test-utils';
import { useJob } from './get-job';

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = '55555555-5555-4555-8555-555555555555';

function Poll() {
  useJob(JOB_ID, false);
  return null;
}

describe('the extraction job poll', () => {
  // ADR 0007: a poll is not activity, so a job left running cannot keep an idle session alive.
  it('asks for the job as a background request', async () => {
    const fetchMock = mockApi(() => undefined);
    renderRoutes([{ path: '/', element: <Poll /> }], '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/financial-data/jobs/${JOB_ID}`);
    expect(new Headers(init?.headers).get('x-background-request')).toBe('1');
  });
});
