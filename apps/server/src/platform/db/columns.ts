import { bigint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './schema/auth';
import { companies } from './schema/financial-data';

/* Column builders the costing and cost-planning tables share (schema/costing.ts, schema/cost-planning.ts). */

/** A moment, set on insert. */
export const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
/** Integer won; `number` in code is exact up to 9e15 (CONVENTIONS: money). */
export const won = (name: string) => bigint(name, { mode: 'number' });
/** The company a row belongs to (and leaves with). */
export const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/** Who wrote the row; kept when the account is deleted. */
export const author = (name: string) =>
  text(name).references(() => user.id, { onDelete: 'set null' });
