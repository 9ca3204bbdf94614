import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Security events (issue 6 §7): sign-in success and failure, two-factor changes, password change,
 * role change, approval, ban, impersonation, deletion, rate-limit hits. No foreign keys: a row
 * outlives the users it names, so actor and target e-mails are kept as snapshots.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Dotted event name, e.g. 'sign_in.failure', 'role.changed' (AUDIT_ACTIONS in @bus/domain). */
    action: text('action').notNull(),
    /** 'success' | 'failure' */
    outcome: text('outcome').notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The organisation whose data the event concerns (issue 14), when it concerns one. */
    organisationId: uuid('organisation_id'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
    index('audit_events_target_at_idx').on(t.targetId, t.at),
    index('audit_events_action_at_idx').on(t.action, t.at),
    index('audit_events_organisation_at_idx').on(t.organisationId, t.at),
  ],
);
