import { describe, expect, it } from 'vitest';
import { REPORT_TTL_MS, REPORTS_KEPT, reportStore } from './report-store';

const content = {
  result: {
    action: 'audit_security' as const,
    scope: 'all' as const,
    status: 'completed' as const,
    startedAt: '2026-01-01T00:00:00Z',
    finishedAt: '2026-01-01T00:00:01Z',
    findings: [],
    counts: { ok: 0, info: 0, warning: 0, critical: 0 },
    reportId: null,
    reportExpiresAt: null,
  },
  runBy: 'root@test',
  server: 'host',
  activity: null,
};

describe('report store', () => {
  it('gives a report only to its owner, and only until it expires', () => {
    let clock = 0;
    const store = reportStore(() => clock);
    const report = store.put({ ownerId: 'a', fileName: 'r.xlsx', content });
    expect(store.get(report.id, 'a')?.fileName).toBe('r.xlsx');
    expect(store.get(report.id, 'b')).toBeNull();
    clock = REPORT_TTL_MS;
    expect(store.get(report.id, 'a')).toBeNull();
  });

  it(`keeps at most ${REPORTS_KEPT}, dropping the oldest`, () => {
    const store = reportStore(() => 0);
    const first = store.put({ ownerId: 'a', fileName: 'first.xlsx', content });
    for (let i = 0; i < REPORTS_KEPT; i += 1)
      store.put({ ownerId: 'a', fileName: `${i}.xlsx`, content });
    expect(store.get(first.id, 'a')).toBeNull();
  });
});
