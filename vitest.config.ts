import { defineConfig } from 'vitest/config';

// One `npm test` runs every unit and API test; each workspace keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'forecast', root: 'packages/forecast', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
