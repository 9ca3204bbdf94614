import { describe, expect, it } from 'vitest';
import { TEST_ORGANISATION } from '../../../test/app-test-utils';
import {
  OTHER_ORGANISATION,
  trashedCompany,
  trashedStatement,
  trashList,
} from '../testing/trash-fixtures';
import { daysLeftColor, isEmptyTrash, spansOrganisations } from './trash';

describe('trash display rules', () => {
  it("names organisations only when a row is not the user's own organisation", () => {
    const own = trashList();
    expect(spansOrganisations(own, TEST_ORGANISATION.id)).toBe(false);
    const mixed = trashList({
      statements: [{ ...trashedStatement, organisation: OTHER_ORGANISATION }],
    });
    expect(spansOrganisations(mixed, TEST_ORGANISATION.id)).toBe(true);
    // An admin outside every organisation sees each row's.
    expect(spansOrganisations(own, null)).toBe(true);
  });

  it('warns in the last week and urges in the last three days', () => {
    expect(daysLeftColor(30)).toBe('default');
    expect(daysLeftColor(8)).toBe('default');
    expect(daysLeftColor(7)).toBe('orange');
    expect(daysLeftColor(3)).toBe('red');
    expect(daysLeftColor(0)).toBe('red');
  });

  it('is empty only without companies and statements', () => {
    expect(isEmptyTrash(trashList({ companies: [], statements: [] }))).toBe(true);
    expect(isEmptyTrash(trashList({ companies: [trashedCompany], statements: [] }))).toBe(false);
  });
});
