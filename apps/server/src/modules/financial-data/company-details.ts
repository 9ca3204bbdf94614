import { normalizeBusinessNumber } from '@bus/domain';

/** A company's 사업자등록번호 (ten digits, business-number.ts) and 업종, as stored. */
export type CompanyDetails = { businessNumber: string | null; industry: string | null };

/**
 * The stored form of details as a request gives them (already schema-checked): the business
 * number as ten digits, an empty or missing value as null.
 */
export function storedDetails(input: {
  businessNumber?: string | null;
  industry?: string | null;
}): CompanyDetails {
  const number = input.businessNumber?.trim();
  const industry = input.industry?.trim();
  return {
    businessNumber: number ? (normalizeBusinessNumber(number) ?? null) : null,
    industry: industry || null,
  };
}

/**
 * What an upload adds to an existing company: only the details it has none of. A value the
 * company already has is never replaced by an upload (the manage tab edits it explicitly).
 */
export function detailsToFill(existing: CompanyDetails, given: CompanyDetails): CompanyDetails {
  return {
    businessNumber: existing.businessNumber === null ? given.businessNumber : null,
    industry: existing.industry === null ? given.industry : null,
  };
}

export function hasDetails(details: CompanyDetails): boolean {
  return details.businessNumber !== null || details.industry !== null;
}
