import { describe, expect, it } from 'vitest';
import { PAYROLL_STANDARDS } from './standards';

describe('PAYROLL_STANDARDS', () => {
  it('publishes 0.17 office staff and 0.028 directors per bus for Gyeonggi 2024', () => {
    const gyeonggi = { ko: '경기', en: 'Gyeonggi', ja: '京畿道' };
    expect(PAYROLL_STANDARDS.office).toMatchObject({ perBus: 0.17, region: gyeonggi, year: 2024 });
    expect(PAYROLL_STANDARDS.director).toMatchObject({
      perBus: 0.028,
      region: gyeonggi,
      year: 2024,
    });
    expect(PAYROLL_STANDARDS.office?.source.reference).toBe('domain.md [S9]');
  });

  it('invents no standard for drivers, mechanics or unknown jobs', () => {
    expect(PAYROLL_STANDARDS.driver).toBeNull();
    expect(PAYROLL_STANDARDS.mechanic).toBeNull();
    expect(PAYROLL_STANDARDS.other).toBeNull();
  });
});
