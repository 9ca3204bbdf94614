import { describe, expect, it } from 'vitest';
import { detailsToFill, hasDetails, storedDetails } from './company-details';

describe('storedDetails', () => {
  it('stores a dashed business number as ten digits and trims the industry', () => {
    expect(
      storedDetails({ businessNumber: '124-81-00998', industry: ' 시내버스 운송업 ' }),
    ).toEqual({
      businessNumber: '1248100998',
      industry: '시내버스 운송업',
    });
  });

  it('turns missing and empty values into null', () => {
    expect(storedDetails({})).toEqual({ businessNumber: null, industry: null });
    expect(storedDetails({ businessNumber: ' ', industry: '' })).toEqual({
      businessNumber: null,
      industry: null,
    });
  });
});

describe('detailsToFill', () => {
  const given = { businessNumber: '1248100998', industry: '시외버스 운송업' };

  it('fills both details of a company that has none', () => {
    expect(detailsToFill({ businessNumber: null, industry: null }, given)).toEqual(given);
  });

  it('never replaces a value the company already has', () => {
    const existing = { businessNumber: '2208162517', industry: null };
    const fill = detailsToFill(existing, given);
    expect(fill).toEqual({ businessNumber: null, industry: '시외버스 운송업' });
    expect(hasDetails(detailsToFill({ ...existing, industry: '버스' }, given))).toBe(false);
  });
});
