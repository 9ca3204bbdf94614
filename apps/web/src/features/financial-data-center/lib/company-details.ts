import { normalizeBusinessNumber } from '@bus/domain';

/** A form rule: empty, or a business number with a valid check digit (business-number.ts). */
export function businessNumberRule(message: string) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (value?.trim() && normalizeBusinessNumber(value) === null) throw new Error(message);
    },
  };
}

/** A detail as the API takes it: trimmed, and null when left empty. */
export function detailValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
