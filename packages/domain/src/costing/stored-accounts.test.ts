import { describe, expect, it } from 'vitest';
import { mapStatement } from '../statements/match';
import { sampleStatement } from '../statements/test-fixtures';
import { classifyAccounts } from './classify';
import { classifiableFromStored } from './stored-accounts';
import { sampleClassifiable } from './test-fixtures';

describe('classifiableFromStored', () => {
  it('gives the classifier the sections mapStatement found, from stored ids alone', () => {
    for (const company of ['A_city_bus_300', 'B_intercity_small'] as const) {
      const stored = (type: 'income_statement' | 'cost_statement', prefix: string) =>
        classifiableFromStored(
          type,
          mapStatement(sampleStatement(company, type)).map((a) => ({
            id: `${prefix}-${a.lineNo}`,
            name: a.name,
            standardId: a.standardId,
            isTotal: a.isTotal,
            currentValue: a.current,
            mappingConfidence: a.confidence,
          })),
        );
      const fromStored = classifyAccounts({
        incomeStatement: stored('income_statement', 'is'),
        costStatement: stored('cost_statement', 'cs'),
      });
      expect(fromStored).toEqual(classifyAccounts(sampleClassifiable(company)));
    }
  });
});
