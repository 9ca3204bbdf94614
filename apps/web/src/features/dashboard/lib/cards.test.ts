import { describe, expect, it } from 'vitest';
import { companyCard } from '../testing/fixtures';
import { arrowOf, hasNoStatements, missingStatements, statusColor } from './cards';

describe('arrowOf', () => {
  it('points up when the ratio rose, down when it fell, flat when unchanged', () => {
    expect(arrowOf({ trend: 'up' })).toEqual({ symbol: '▲', key: 'up' });
    expect(arrowOf({ trend: 'down' })).toEqual({ symbol: '▼', key: 'down' });
    expect(arrowOf({ trend: 'flat' })).toEqual({ symbol: '―', key: 'flat' });
  });

  it('draws no arrow when a year has no value', () => {
    expect(arrowOf({ trend: null })).toEqual({ symbol: '', key: 'none' });
  });
});

describe('missing statements', () => {
  it('names the types the year lacks, in their order', () => {
    const card = companyCard({
      statements: [
        { type: 'balance_sheet', status: null, statementId: null },
        { type: 'income_statement', status: 'verified', statementId: null },
        { type: 'cost_statement', status: null, statementId: null },
      ],
    });
    expect(missingStatements(card)).toEqual(['balance_sheet', 'cost_statement']);
    expect(hasNoStatements(card)).toBe(false);
  });

  it('tells a year without any statement', () => {
    const empty = companyCard({
      statements: ['balance_sheet', 'income_statement', 'cost_statement'].map((type) => ({
        type: type as 'balance_sheet',
        status: null,
        statementId: null,
      })),
    });
    expect(hasNoStatements(empty)).toBe(true);
    expect(missingStatements(companyCard())).toEqual([]);
  });

  it('colours a status by its review state and a missing one grey', () => {
    expect(statusColor('verified')).toBe('success');
    expect(statusColor('error')).toBe('error');
    expect(statusColor(null)).toBe('default');
  });
});
