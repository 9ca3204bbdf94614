import type { Account } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { fieldsToReview, reviewCount } from './review';

const line = (uncertain: Account['provenance']['uncertain'], isVerified = false) => ({
  isVerified,
  provenance: {
    extractor: 'ocr' as const,
    sheet: null,
    page: 1,
    cell: null,
    position: null,
    uncertain,
  },
});

describe('fieldsToReview', () => {
  it('lists the values OCR left uncertain', () => {
    expect(fieldsToReview(line(['label', 'current']))).toEqual(['label', 'current']);
    expect(fieldsToReview(line(undefined))).toEqual([]);
  });

  it('lists nothing once a user has checked the line', () => {
    expect(fieldsToReview(line(['current'], true))).toEqual([]);
  });
});

describe('reviewCount', () => {
  it('counts every uncertain value of lines not yet checked', () => {
    const accounts = [line(['current', 'previous']), line(['label']), line(['current'], true)];
    expect(reviewCount(accounts as Account[])).toBe(3);
  });
});
