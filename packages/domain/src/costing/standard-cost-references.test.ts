import { describe, expect, it } from 'vitest';
import { differenceFromReference, STANDARD_COST_REFERENCES } from './standard-cost-references';

describe('STANDARD_COST_REFERENCES', () => {
  it('names a place, a year and a source for every figure', () => {
    for (const reference of STANDARD_COST_REFERENCES) {
      expect(reference.place.ko).not.toBe('');
      expect(reference.place.en).not.toBe('');
      expect(reference.place.ja).not.toBe('');
      expect(reference.year).toBeGreaterThan(2000);
      expect(reference.source.title).not.toBe('');
      expect(reference.source.reference).toMatch(/domain\.md/);
      expect(Number.isInteger(reference.perBusDay)).toBe(true);
    }
    const keys = STANDARD_COST_REFERENCES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("derives Seoul 2011 from its 40 companies' 운송원가 and 5,406 buses (samples/real)", () => {
    const seoul = STANDARD_COST_REFERENCES.find((r) => r.key === 'seoul-2011-companies');
    // 955,908,320,000 ÷ (5,406 × 365) = 484,448.19
    expect(seoul).toMatchObject({ perBusDay: 484_448, derivation: 'derived', year: 2011 });
  });

  it("keeps domain.md §2.1's published figures as printed", () => {
    const byKey = Object.fromEntries(STANDARD_COST_REFERENCES.map((r) => [r.key, r.perBusDay]));
    expect(byKey).toMatchObject({
      'seoul-2010': 597_557,
      'seoul-2014': 705_407,
      'gwangju-2024': 788_484,
      'gyeonggi-2024-large': 949_723,
      'gyeonggi-2024-wide-area': 973_846,
    });
  });
});

describe('differenceFromReference', () => {
  it('is the share above (positive) or below (negative) the reference', () => {
    expect(differenceFromReference(662_028, 705_407)).toBeCloseTo(-0.0615, 4);
    expect(differenceFromReference(946_117, 788_484)).toBeCloseTo(0.1999, 4);
    expect(differenceFromReference(1, 0)).toBeNull();
  });
});
