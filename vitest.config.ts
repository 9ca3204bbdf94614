import { defineConfig } from 'vitest/config';

// One `npm test` runs every unit and API test; each workspace keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores − 1), leaving a core idle while PGlite
    // tests run; two workers cut `npm test` by about a third on the CI machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'forecast', root: 'packages/forecast', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
