import { describe, expect, it } from 'vitest';
import { allowList, isAddressOrRange } from './allow-list';

describe('METRICS_ALLOW', () => {
  it('accepts addresses and CIDR ranges of both families and nothing else', () => {
    for (const entry of ['10.0.0.5', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', '::/0']) {
      expect({ entry, ok: isAddressOrRange(entry) }).toEqual({ entry, ok: true });
    }
    for (const entry of [
      'prometheus.local',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/1',
      '10.0.0.0/',
      '300.1.1.1',
      '10.0.0.0/-1',
    ]) {
      expect({ entry, ok: isAddressOrRange(entry) }).toEqual({ entry, ok: false });
    }
  });

  it('lets any client in when empty', () => {
    expect(allowList([])('203.0.113.9')).toBe(true);
  });

  it('lets in listed addresses and ranges, IPv4 clients of a dual-stack socket too', () => {
    const allowed = allowList(['10.20.0.0/16', '192.168.1.7', '::1', 'fd00::/8']);
    expect(allowed('10.20.3.4')).toBe(true);
    expect(allowed('::ffff:10.20.3.4')).toBe(true);
    expect(allowed('192.168.1.7')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('fd12:3456::1')).toBe(true);
    expect(allowed('10.21.0.1')).toBe(false);
    expect(allowed('192.168.1.8')).toBe(false);
    expect(allowed('127.0.0.1')).toBe(false);
    expect(allowed('fe80::1')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });
});
