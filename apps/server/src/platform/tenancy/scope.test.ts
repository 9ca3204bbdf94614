import { describe, expect, it } from 'vitest';
import { accessTo, isOverseer, ownAccess, ownWriteRefusal, type Scope, scopeOfUser } from './scope';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const CITY = '00000000-0000-4000-8000-0000000000c1';
const operator = (organisationId: string) => ({ organisationId, kind: 'operator' as const });

const member = (
  overrides: Partial<Parameters<typeof scopeOfUser>[0]> = {},
  oversees: Scope['oversees'] = [],
) =>
  scopeOfUser(
    { id: 'u', role: 'user', emailVerified: true, organisationId: A, ...overrides },
    oversees,
  );

describe('organisation scope', () => {
  it('lets an approved user change its own organisation and nothing of another', () => {
    expect(accessTo(member(), operator(A))).toBe('write');
    expect(accessTo(member(), operator(B))).toBe('none');
  });

  it('gives a viewer and an unapproved account read access to their own organisation only', () => {
    expect(accessTo(member({ role: 'viewer' }), operator(A))).toBe('read');
    expect(accessTo(member({ emailVerified: false }), operator(A))).toBe('read');
    expect(ownWriteRefusal(member({ emailVerified: false }))).toBe('organisation/not-approved');
    expect(ownWriteRefusal(member({ role: 'viewer' }))).toBe('forbidden');
  });

  it('gives an account in no organisation nothing, whatever its role below admin', () => {
    const none = member({ organisationId: null, role: 'manager' }, 'all');
    expect(accessTo(none, operator(A))).toBe('none');
    expect(ownAccess(none)).toBe('none');
    expect(ownWriteRefusal(none)).toBe('organisation/none');
    // A grant belongs to an organisation: without one there is nothing to oversee.
    expect(isOverseer(none)).toBe(false);
  });

  it('lets an overseer read the operators it is granted and never write there', () => {
    const official = scopeOfUser(
      { id: 'o', role: 'manager', emailVerified: true, organisationId: CITY },
      [A],
      'authority',
    );
    // An authority holds no figures of its own: its members change nothing anywhere.
    expect(ownAccess(official)).toBe('read');
    expect(ownWriteRefusal(official)).toBe('forbidden');
    expect(accessTo(official, operator(A))).toBe('read');
    expect(accessTo(official, operator(B))).toBe('none');
    const everyOperator = member({ organisationId: CITY }, 'all');
    expect(accessTo(everyOperator, operator(B))).toBe('read');
    // An all-operators grant does not reach another authority's data.
    expect(accessTo(everyOperator, { organisationId: B, kind: 'authority' })).toBe('none');
  });

  it('lets admins and super admins change every organisation, even without one of their own', () => {
    for (const role of ['admin', 'super_admin']) {
      const admin = member({ role, organisationId: null, emailVerified: false });
      expect(accessTo(admin, operator(B))).toBe('write');
      expect(ownWriteRefusal(admin)).toBeNull();
    }
  });
});
