import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Screenshots for a visual review (not a test of behaviour): `npx playwright test -c
 * screens.config.ts` from e2e/, holding /tmp/e2e.lock like any run that starts the e2e server.
 * The images land in test-results/screens/.
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  testMatch: /\.screens\.ts$/,
  outputDir: './test-results/screens-output',
  // The server starts on an empty database each run, so the demo accounts sign in again first.
  projects: [
    { name: 'setup', testDir: './tests', testMatch: /auth\.setup\.ts$/ },
    { name: 'screens', dependencies: ['setup'] },
  ],
});
