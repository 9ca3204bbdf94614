import type { OrganisationKind } from '@bus/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Organisations (운수사 or 기관, issue 14): every company belongs to one, and every user to at most
 * one. An operator's figures are its own; an authority or association reads what it is granted.
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** 사업자등록번호 as ten digits, or null. */
  businessNumber: text('business_number'),
  kind: text('kind').$type<OrganisationKind>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

/**
 * Read-only access of an authority or association to an operator organisation; `targetId` null
 * grants every operator organisation, present and future.
 */
export const oversightGrants = pgTable(
  'oversight_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    overseerId: uuid('overseer_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').references(() => organisations.id, { onDelete: 'cascade' }),
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: at('created_at'),
  },
  (t) => [
    unique('oversight_grants_pair_uq').on(t.overseerId, t.targetId),
    // NULLs are distinct in a unique constraint: one "all operators" grant per overseer.
    uniqueIndex('oversight_grants_all_uq').on(t.overseerId).where(sql`target_id is null`),
  ],
);

/** An invitation link into an organisation: only the token's hash is kept; one use, expires. */
export const organisationInvites = pgTable(
  'organisation_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The role the invited user gets on joining (never above manager). */
    role: text('role').notNull().default('user'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    usedBy: text('used_by').references(() => user.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: at('created_at'),
  },
  (t) => [index('organisation_invites_org_idx').on(t.organisationId)],
);
