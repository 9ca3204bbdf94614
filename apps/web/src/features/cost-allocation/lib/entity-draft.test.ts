import { describe, expect, it } from 'vitest';
import { ROUTES } from '../testing/fixtures';
import { checkDraft, draftOf, parseDriver, saveBody } from './entity-draft';
import { addDriver, editCell, editRow } from './entity-edits';

const draft = () => draftOf({ entities: ROUTES, customDrivers: [] });

describe('parseDriver', () => {
  it('reads thousands separators and decimals, and tells empty from not a number', () => {
    expect(parseDriver('8,900,000')).toBe(8_900_000);
    expect(parseDriver(' 12.5 ')).toBe(12.5);
    expect(parseDriver('')).toBeNull();
    expect(parseDriver('1,2a')).toBeNaN();
    expect(parseDriver('1e3')).toBeNaN();
  });
});

describe('checkDraft', () => {
  it('accepts sample A as it is stored', () => {
    expect(checkDraft(draft()).valid).toBe(true);
  });

  it('puts each problem on its cell or row', () => {
    let next = draft();
    const [first, second, third] = next.rows.map((row) => row.key) as [string, string, string];
    next = editCell(next, first, 'distance_km', '-1');
    next = editCell(next, second, 'vehicles_owned', 'abc');
    next = editCell(next, third, 'vehicles_operated', '');
    next = editRow(next, third, { name: 'r-202 지선(주거권역)' });
    const check = checkDraft(next);
    expect(check.valid).toBe(false);
    expect(check.cells[first]).toEqual({ distance_km: 'negative' });
    expect(check.cells[second]).toEqual({ vehicles_owned: 'notNumber' });
    expect(check.cells[third]).toEqual({ vehicles_operated: 'required', name: 'duplicateName' });
  });

  it('flags an entity whose every driver is zero, custom ones included', () => {
    let next = addDriver(draft(), { key: 'crew_hours', name: '운행시간' });
    const key = next.rows[0]?.key ?? '';
    for (const driver of ['distance_km', 'vehicles_operated', 'vehicles_owned']) {
      next = editCell(next, key, driver, '0');
    }
    expect(checkDraft(next).rows[key]).toEqual(['allZero']);
    next = editCell(next, key, 'custom:crew_hours', '1,200');
    expect(checkDraft(next).valid).toBe(true);
    expect(saveBody(next, 3).entities[0]).toMatchObject({
      distanceKm: 0,
      custom: { crew_hours: 1200 },
    });
    expect(saveBody(next, 3).customDrivers).toEqual([{ key: 'crew_hours', name: '운행시간' }]);
  });
});
