import { z } from 'zod';
import { normalizeBusinessNumber } from '../business-number';

/**
 * Organisations (issue 14): 운수사 (operator) or 기관 (authority, association). Every company
 * belongs to one; a user belongs to at most one (none until invited or assigned).
 */
export const ORGANISATION_KINDS = ['operator', 'authority', 'association'] as const;
export const OrganisationKind = z.enum(ORGANISATION_KINDS);
export type OrganisationKind = z.infer<typeof OrganisationKind>;

/** Kinds that may be granted read-only oversight of operators. */
export const OVERSEER_KINDS: readonly OrganisationKind[] = ['authority', 'association'];

/** What the caller may do with a company's figures: read them, or read and change them. */
export const DataAccess = z.enum(['read', 'write']);
export type DataAccess = z.infer<typeof DataAccess>;

/** The organisation a company or a user belongs to, as shown beside it. */
export const OrganisationRef = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: OrganisationKind,
});
export type OrganisationRef = z.infer<typeof OrganisationRef>;

export const ORGANISATION_NAME_MAX = 100;
export const OrganisationName = z.string().trim().min(1).max(ORGANISATION_NAME_MAX);
const BusinessNumber = z
  .string()
  .trim()
  .refine((value) => normalizeBusinessNumber(value) !== null, 'invalid_business_number');

export const Organisation = OrganisationRef.extend({
  businessNumber: z.string().nullable(),
  memberCount: z.number().int(),
  companyCount: z.number().int(),
  /** Operator organisations this one oversees; `all` when granted every operator. */
  oversees: z.union([z.literal('all'), z.array(OrganisationRef)]),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Organisation = z.infer<typeof Organisation>;
export const OrganisationList = z.object({ items: z.array(Organisation) });

export const OrganisationCreate = z.object({
  name: OrganisationName,
  kind: OrganisationKind,
  businessNumber: BusinessNumber.nullable().optional(),
});
export const OrganisationUpdate = z.object({
  name: OrganisationName.optional(),
  businessNumber: BusinessNumber.nullable().optional(),
  version: z.number().int().min(1),
});

/** PUT /admin/organisations/{id}/oversight: every operator, or the chosen ones (empty = none). */
export const OversightSet = z.object({
  all: z.boolean(),
  targetIds: z.array(z.uuid()).max(1000),
});

/** PUT /admin/users/{id}/organisation: move a user (null: out of every organisation). */
export const MembershipSet = z.object({ organisationId: z.uuid().nullable() });

/** Invitation links live 7 days unless the admin chooses otherwise (1–30). */
export const INVITE_DEFAULT_DAYS = 7;
export const InviteCreate = z.object({
  days: z.number().int().min(1).max(30).default(INVITE_DEFAULT_DAYS),
  role: z.enum(['viewer', 'user', 'analyst', 'manager']).default('user'),
});
export const Invite = z.object({
  id: z.uuid(),
  organisation: OrganisationRef,
  role: z.string(),
  expiresAt: z.string(),
  /** The link, shown once when created; null in listings (only a hash is kept). */
  url: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type Invite = z.infer<typeof Invite>;
export const InviteList = z.object({ items: z.array(Invite) });
export type InviteList = z.infer<typeof InviteList>;

export type OrganisationCreate = z.infer<typeof OrganisationCreate>;
export type OrganisationUpdate = z.infer<typeof OrganisationUpdate>;
export type OversightSet = z.infer<typeof OversightSet>;
export type MembershipSet = z.infer<typeof MembershipSet>;
export type InviteCreate = z.input<typeof InviteCreate>;

/** An invitation token as it travels in the link: 32 random bytes in base64url (43 characters). */
export const InviteToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_invite_token');

/** GET /invites/{token} (public): what the invited person is about to join. */
export const InvitePreview = z.object({
  organisation: OrganisationRef.pick({ name: true, kind: true }),
  role: z.string(),
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

/**
 * POST /invites/{token}/accept: a user already in an organisation must confirm the move with
 * `move: true` (else 409 organisation/already-member).
 */
export const InviteAccept = z.object({ move: z.boolean().optional() });
export type InviteAccept = z.infer<typeof InviteAccept>;
export const InviteAccepted = z.object({ organisation: OrganisationRef, role: z.string() });
export type InviteAccepted = z.infer<typeof InviteAccepted>;

/** Trash (issue 14 §6): deleted companies and statements, restorable for this many days. */
export const TRASH_RETENTION_DAYS = 30;
