import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // API tests share one PostgreSQL server when TEST_DATABASE_URL is set; each file makes its own database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
