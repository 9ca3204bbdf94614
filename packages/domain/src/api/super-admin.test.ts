import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './admin';
import {
  ADMIN_AUDIT_ACTIONS,
  AUDIT_SOURCES,
  auditLevelOf,
  auditSourceOf,
  isOverResourceLimit,
  WARNING_AUDIT_ACTIONS,
  worstSeverity,
} from './super-admin';

describe('super-admin rules', () => {
  it('turns red above 80 percent, not at it (§9)', () => {
    expect(isOverResourceLimit(80)).toBe(false);
    expect(isOverResourceLimit(80.1)).toBe(true);
  });

  it('levels an audit event by one rule: failure, weakening, admin change, else info', () => {
    expect(auditLevelOf('sign_in.failure', 'failure')).toBe('error');
    expect(auditLevelOf('role.changed', 'failure')).toBe('error');
    expect(auditLevelOf('user.banned', 'success')).toBe('warning');
    expect(auditLevelOf('role.changed', 'success')).toBe('admin');
    expect(auditLevelOf('sign_in.success', 'success')).toBe('info');
  });

  it('never puts an action in two levels', () => {
    const both = WARNING_AUDIT_ACTIONS.filter((a) =>
      (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(a),
    );
    expect(both).toEqual([]);
  });

  it('names a source for every audit action', () => {
    for (const action of AUDIT_ACTIONS) {
      expect({ action, source: auditSourceOf(action) }).not.toEqual({ action, source: 'system' });
      expect(AUDIT_SOURCES).toContain(auditSourceOf(action));
    }
    expect(auditSourceOf('something.else')).toBe('system');
  });

  it('takes the worst severity of a run', () => {
    expect(worstSeverity([])).toBe('ok');
    expect(
      worstSeverity([{ severity: 'info' }, { severity: 'critical' }, { severity: 'ok' }]),
    ).toBe('critical');
  });
});
