import { sectionsOf } from '../statements/structure';
import type { StatementType } from '../statements/types';
import type { ClassifiableAccount } from './classification';

/** An account as the financial data center stores it (lines in statement order). */
export type StoredAccountLine = {
  id: string;
  name: string;
  standardId: string | null;
  isTotal: boolean;
  currentValue: number | null;
  mappingConfidence: number;
};

/**
 * Stored accounts of one statement as the classifier reads them: the section each line sits
 * under is recomputed from the stored dictionary ids in line order (the way mapStatement found it
 * at import), so a user's correction of an id moves the line's section too.
 */
export function classifiableFromStored(
  type: StatementType,
  accounts: readonly StoredAccountLine[],
): ClassifiableAccount[] {
  const sections = sectionsOf(type, accounts);
  return accounts.map((a, i) => ({
    id: a.id,
    name: a.name,
    standardId: a.standardId,
    section: sections[i] ?? null,
    isTotal: a.isTotal,
    current: a.currentValue,
    confidence: a.mappingConfidence,
  }));
}
