import {
  type ErrorCode,
  hasRole,
  isAdminRole,
  isRole,
  type OrganisationKind,
  OVERSEER_KINDS,
  type Role,
} from '@bus/domain';

/** A refusal: the problem code, its HTTP status and what the screen may show; null = allowed. */
export type Refusal = { code: ErrorCode; status: number; params?: Record<string, unknown> } | null;

/** Issue 14 §3: only an authority or an association is granted oversight, never an operator. */
export function canOversee(kind: OrganisationKind): Refusal {
  return OVERSEER_KINDS.includes(kind) ? null : { code: 'organisation/not-overseer', status: 400 };
}

/** Issue 14 §3: oversight reaches operator organisations only (an authority reads operators). */
export function canBeOverseen(
  targets: readonly { kind: OrganisationKind }[],
  wanted: number,
): Refusal {
  if (targets.length !== wanted || targets.some((target) => target.kind !== 'operator')) {
    return { code: 'validation_failed', status: 400, params: { field: 'targetIds' } };
  }
  return null;
}

/** Issue 14 §2: an organisation is deleted only when empty, so no company or member is orphaned. */
export function canDeleteOrganisation(contents: { companies: number; members: number }): Refusal {
  if (contents.companies > 0 || contents.members > 0) {
    return { code: 'organisation/not-empty', status: 409, params: contents };
  }
  return null;
}

/** An invite is usable once, until it expires. */
export function inviteUsable(invite: { usedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return invite.usedAt === null && invite.expiresAt.getTime() > now.getTime();
}

/**
 * The role a user has after accepting an invite (issue 14 §2): the invite's role, but an
 * acceptance never lowers a role and never touches an admin's. Null: the role stays as it is.
 */
export function roleAfterInvite(current: string | null | undefined, invited: string): Role | null {
  if (isAdminRole(current) || !isRole(invited)) return null;
  if (hasRole(current, invited)) return null;
  return invited;
}

/** Joining from an invite while in another organisation needs the user's confirmed move. */
export function canJoin(
  current: string | null,
  target: string,
  move: boolean | undefined,
): Refusal {
  if (current === null || current === target || move === true) return null;
  return { code: 'organisation/already-member', status: 409 };
}
