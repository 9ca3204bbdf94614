import { defineConfig } from '@playwright/test';

/** The built app runs on this port for the tests (override with E2E_PORT when 3210 is taken). */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One worker: the costing specs edit the same seeded demo period (and must see its seeded
  // figures), and on 2 cores the browser and the server already share the machine.
  workers: 1,
  fullyParallel: false,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The server refuses a cookie-carrying POST/PUT/PATCH/DELETE without Origin (docs/adr/0010).
    // Browsers always send it; Playwright's API requests (page.request, request) do not.
    extraHTTPHeaders: { origin: baseURL },
    locale: 'ko-KR',
    // The app turns antd's animations off for users who ask for less motion; the tests ask too,
    // so a modal's button is clicked where it is drawn, not mid-zoom (a click there missed).
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Debian's Chromium as root in a closed network: no sandbox, no GPU, no background calls home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs the demo accounts in once and stores their cookies for the specs.
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // The first start may build the web app and create the embedded database.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
