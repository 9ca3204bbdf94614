import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and applied at server start (platform/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/*.ts',
  out: './drizzle',
});
