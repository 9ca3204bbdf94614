import { describe, expect, it } from 'vitest';
import { WorkerFailure } from '../../platform/workers/worker-pool';
import { runFailureOf } from './forecast-pool';

const SETTINGS = {
  workers: 1,
  memoryMb: 1024,
  timeoutMs: 300_000,
  jobsPerUser: 3,
  uploadMaxBytes: 1,
};

describe('a forecast worker that died, as its run records it', () => {
  it.each([
    ['timeout', { code: 'forecast/timeout', params: { seconds: 300 } }],
    ['aborted', { code: 'forecast/cancelled', params: {} }],
    [
      'out-of-memory',
      { code: 'forecast/worker-crashed', params: { reason: 'out-of-memory', megabytes: 1024 } },
    ],
    ['crashed', { code: 'forecast/worker-crashed', params: {} }],
  ] as const)('%s', (reason, runError) => {
    expect(runFailureOf(new WorkerFailure(reason, 'gone'), SETTINGS).runError).toEqual(runError);
  });
});
