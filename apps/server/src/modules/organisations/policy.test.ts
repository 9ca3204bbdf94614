import { describe, expect, it } from 'vitest';
import {
  canBeOverseen,
  canDeleteOrganisation,
  canJoin,
  canOversee,
  inviteUsable,
  roleAfterInvite,
} from './policy';

describe('organisation policy (issue 14)', () => {
  it('lets authorities and associations oversee, never operators', () => {
    expect(canOversee('authority')).toBeNull();
    expect(canOversee('association')).toBeNull();
    expect(canOversee('operator')).toMatchObject({
      code: 'organisation/not-overseer',
      status: 400,
    });
  });

  it('grants oversight of existing operators only', () => {
    expect(canBeOverseen([{ kind: 'operator' }], 1)).toBeNull();
    expect(canBeOverseen([{ kind: 'authority' }], 1)).toMatchObject({ status: 400 });
    expect(canBeOverseen([{ kind: 'operator' }], 2)).toMatchObject({ status: 400 });
  });

  it('deletes only an organisation without companies or members', () => {
    expect(canDeleteOrganisation({ companies: 0, members: 0 })).toBeNull();
    expect(canDeleteOrganisation({ companies: 1, members: 0 })).toMatchObject({ status: 409 });
    expect(canDeleteOrganisation({ companies: 0, members: 2 })).toMatchObject({
      code: 'organisation/not-empty',
    });
  });

  it('uses an invite once, before it expires', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const later = new Date('2026-03-02T00:00:00Z');
    expect(inviteUsable({ usedAt: null, expiresAt: later }, now)).toBe(true);
    expect(inviteUsable({ usedAt: now, expiresAt: later }, now)).toBe(false);
    expect(inviteUsable({ usedAt: null, expiresAt: now }, now)).toBe(false);
  });

  it('raises a role to the invite’s, never lowers it, never touches an admin', () => {
    expect(roleAfterInvite('user', 'manager')).toBe('manager');
    expect(roleAfterInvite(null, 'analyst')).toBe('analyst');
    expect(roleAfterInvite('manager', 'viewer')).toBeNull();
    expect(roleAfterInvite('user', 'user')).toBeNull();
    expect(roleAfterInvite('admin', 'manager')).toBeNull();
    expect(roleAfterInvite('super_admin', 'manager')).toBeNull();
  });

  it('asks a member of another organisation to confirm a move', () => {
    expect(canJoin(null, 'a', undefined)).toBeNull();
    expect(canJoin('a', 'a', undefined)).toBeNull();
    expect(canJoin('b', 'a', undefined)).toMatchObject({ code: 'organisation/already-member' });
    expect(canJoin('b', 'a', true)).toBeNull();
  });
});
