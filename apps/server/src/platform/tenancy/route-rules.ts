import { z } from 'zod';
import type { OwnedResource } from './owners';

/**
 * The role and organisation rules of a route on one row, named by `param` (in the path, else the
 * query): read by viewers, written by users, never anonymous. Another organisation's row answers
 * 404; an overseer, a viewer or an unapproved account gets 403 on writes (guard.ts).
 */
export const readsRow = <R extends OwnedResource>(resource: R, param: string) => ({
  minRole: 'viewer' as const,
  tenancy: { resource, param, access: 'read' as const },
});
export const writesRow = <R extends OwnedResource>(resource: R, param: string) => ({
  minRole: 'user' as const,
  tenancy: { resource, param, access: 'write' as const },
});

/** A company's figures (issue 14 §4), the company named by `:companyId`. */
export const READ_COMPANY = readsRow('company', 'companyId');
export const WRITE_COMPANY = writesRow('company', 'companyId');

/** The `:companyId` of the routes under READ_COMPANY / WRITE_COMPANY. */
export const CompanyParams = z.object({ companyId: z.uuid() });
