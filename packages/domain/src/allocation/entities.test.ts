import { describe, expect, it } from 'vitest';
import {
  driverValue,
  isDriverKey,
  MAX_ENTITIES,
  type ServiceEntity,
  validateCustomDrivers,
  validateEntitySet,
} from './entities';

function entity(id: string, fields: Partial<ServiceEntity> = {}): ServiceEntity {
  return {
    id,
    name: id,
    type: 'route',
    distanceKm: 100,
    vehiclesOperated: 2,
    vehiclesOwned: 3,
    custom: {},
    ...fields,
  };
}

describe('driverValue', () => {
  it('reads standard drivers and custom ones, a missing custom value as 0', () => {
    const e = entity('a', { custom: { hours: 7 } });
    expect(driverValue(e, 'distance_km')).toBe(100);
    expect(driverValue(e, 'vehicles_operated')).toBe(2);
    expect(driverValue(e, 'vehicles_owned')).toBe(3);
    expect(driverValue(e, 'custom:hours')).toBe(7);
    expect(driverValue(e, 'custom:seats')).toBe(0);
  });
});

describe('isDriverKey', () => {
  it('accepts the standard drivers and well-formed custom keys only', () => {
    expect(['distance_km', 'custom:crew_hours'].every(isDriverKey)).toBe(true);
    expect(['km', 'custom:', 'custom:Hours', 'custom:1x'].some(isDriverKey)).toBe(false);
  });
});

describe('validateEntitySet', () => {
  it('accepts a valid table', () => {
    expect(validateEntitySet([entity('a'), entity('b')], [])).toEqual([]);
  });

  it('finds duplicate ids and names that differ only in case or spaces', () => {
    const problems = validateEntitySet(
      [entity('a', { name: 'R-101' }), entity('a', { name: ' r-101 ' })],
      [],
    );
    expect(problems.map((p) => [p.code, p.index])).toEqual([
      ['entity/duplicate-id', 1],
      ['entity/duplicate-name', 1],
    ]);
  });

  it('finds empty names, naming the row by its id', () => {
    expect(validateEntitySet([entity('x1', { name: '  ' })], [])).toEqual([
      { code: 'entity/empty-name', entity: 'x1', index: 0 },
    ]);
  });

  it('finds negative, non-numeric and absurd drivers, naming the driver and value', () => {
    const problems = validateEntitySet(
      [
        entity('a', { distanceKm: -1 }),
        entity('b', { vehiclesOperated: Number.NaN }),
        entity('c', { vehiclesOwned: 2e12, custom: { hours: -3 } }),
      ],
      [{ key: 'hours', name: '운전시간' }],
    );
    expect(problems.map((p) => [p.code, p.entity, p.driver, p.value])).toEqual([
      ['entity/negative-driver', 'a', 'distance_km', -1],
      ['entity/invalid-driver', 'b', 'vehicles_operated', Number.NaN],
      ['entity/invalid-driver', 'c', 'vehicles_owned', 2e12],
      ['entity/negative-driver', 'c', 'custom:hours', -3],
    ]);
  });

  it('finds an entity with every driver zero and custom values of unknown drivers', () => {
    const zero = { distanceKm: 0, vehiclesOperated: 0, vehiclesOwned: 0 };
    const problems = validateEntitySet(
      [entity('a', { ...zero, custom: { hours: 0 } }), entity('b', { custom: { seats: 1 } })],
      [{ key: 'hours', name: '운전시간' }],
    );
    expect(problems.map((p) => [p.code, p.entity, p.driver])).toEqual([
      ['entity/all-drivers-zero', 'a', undefined],
      ['entity/unknown-custom-driver', 'b', 'seats'],
    ]);
  });

  it(`refuses more than ${MAX_ENTITIES} entities`, () => {
    const many = Array.from({ length: MAX_ENTITIES + 1 }, (_, i) => entity(`e${i}`));
    expect(validateEntitySet(many, [])).toEqual([
      { code: 'entity/too-many', entity: '', value: MAX_ENTITIES + 1 },
    ]);
  });
});

describe('validateCustomDrivers', () => {
  it('finds malformed and duplicate keys and empty names', () => {
    expect(
      validateCustomDrivers([
        { key: 'hours', name: '시간' },
        { key: 'hours', name: '' },
        { key: 'Bad-Key', name: 'x' },
      ]),
    ).toEqual([
      { code: 'entity/duplicate-custom-driver', key: 'hours' },
      { code: 'entity/empty-custom-driver-name', key: 'hours' },
      { code: 'entity/invalid-custom-driver-key', key: 'Bad-Key' },
    ]);
  });
});
