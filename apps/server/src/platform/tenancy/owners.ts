import type { OrganisationKind } from '@bus/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Owner } from './scope';

/**
 * Rows whose organisation a route checks before its handler runs (issue 14 §4). Each resolves,
 * in one indexed query, the organisation of a row and its kind; a row in the trash (or under a
 * trashed company) has no owner here, so it answers 404 like a row that never existed, except
 * through the `trashed-*` kinds the restore routes use.
 */
export const OWNED_RESOURCES = [
  'company',
  'statement',
  'job',
  'file',
  'other-adjustment',
  'support-record',
  'trashed-company',
  'trashed-statement',
  'allocation-run',
  'estimation-scenario',
  'asset',
  'forecast-run',
  'forecast-series',
  'payroll-document',
  'payroll-row',
] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];

const live = sql`c.deleted_at is null`;

const OWNER_QUERIES: Record<OwnedResource, (id: string) => SQL> = {
  company: (id) => sql`select c.organisation_id from companies c where c.id = ${id} and ${live}`,
  statement: (id) => sql`select c.organisation_id from statements s
    join companies c on c.id = s.company_id
    where s.id = ${id} and s.deleted_at is null and ${live}`,
  job: (id) => sql`select j.organisation_id from jobs j where j.id = ${id}`,
  file: (id) => sql`select c.organisation_id from stored_files f
    join companies c on c.id = f.company_id where f.id = ${id} and ${live}`,
  'other-adjustment': (id) => sql`select c.organisation_id from other_adjustments a
    join companies c on c.id = a.company_id where a.id = ${id} and ${live}`,
  'support-record': (id) => sql`select c.organisation_id from financial_support_records r
    join companies c on c.id = r.company_id where r.id = ${id} and ${live}`,
  'trashed-company': (id) =>
    sql`select c.organisation_id from companies c where c.id = ${id} and c.deleted_at is not null`,
  'trashed-statement': (id) => sql`select c.organisation_id from statements s
    join companies c on c.id = s.company_id
    where s.id = ${id} and s.deleted_at is not null and ${live}`,
  'allocation-run': (id) => sql`select c.organisation_id from allocation_runs r
    join companies c on c.id = r.company_id where r.id = ${id} and ${live}`,
  'estimation-scenario': (id) => sql`select c.organisation_id from estimation_scenarios e
    join companies c on c.id = e.company_id where e.id = ${id} and ${live}`,
  asset: (id) => sql`select c.organisation_id from depreciation_assets a
    join companies c on c.id = a.company_id where a.id = ${id} and ${live}`,
  // A run may name no company: it is its organisation's; under a trashed company it is gone.
  'forecast-run': (id) => sql`select r.organisation_id from forecast_runs r
    left join companies c on c.id = r.company_id
    where r.id = ${id} and (r.company_id is null or ${live})`,
  'forecast-series': (id) => sql`select c.organisation_id from forecast_series s
    join companies c on c.id = s.company_id where s.id = ${id} and ${live}`,
  // Payroll registers (issue 19): under a trashed company they answer 404 like the company.
  'payroll-document': (id) => sql`select c.organisation_id from payroll_documents d
    join companies c on c.id = d.company_id where d.id = ${id} and ${live}`,
  'payroll-row': (id) => sql`select c.organisation_id from payroll_rows r
    join companies c on c.id = r.company_id where r.id = ${id} and ${live}`,
};

type OwnerRow = { organisation_id: string | null; kind: OrganisationKind };

/** The organisation of row `id` of `resource`, or null when there is no such (live) row. */
export async function ownerOf(
  db: Database,
  resource: OwnedResource,
  id: string,
): Promise<Owner | null> {
  const result = await db.execute(sql`select o.id as organisation_id, o.kind
    from (${OWNER_QUERIES[resource](id)}) r join organisations o on o.id = r.organisation_id`);
  // Both drivers (node-postgres, PGlite) answer a raw query with `rows`.
  const row = (result as unknown as { rows: OwnerRow[] }).rows[0];
  return row?.organisation_id ? { organisationId: row.organisation_id, kind: row.kind } : null;
}
