import { describe, expect, it } from 'vitest';
import {
  booleanParam,
  defineParams,
  enumParam,
  integerParam,
  numberParam,
  optionalParam,
} from './params';

const xgb = defineParams('xgboost', {
  max_depth: integerParam(1, 20, 6),
  learning_rate: numberParam(0.01, 1, 0.1),
  seasonal: booleanParam(false),
  trend: enumParam(['n', 'c', 't', 'ct'], 'n'),
  gamma: optionalParam(numberParam(0, 10, 0)),
});

function invalid(message: RegExp) {
  return expect.objectContaining({
    code: 'invalid_parameter',
    message: expect.stringMatching(message),
  });
}

describe('defineParams', () => {
  it('fills every default when no parameters are given', () => {
    const expected = {
      max_depth: 6,
      learning_rate: 0.1,
      seasonal: false,
      trend: 'n',
      gamma: undefined,
    };
    expect(xgb.defaults).toEqual(expected);
    expect(xgb.parse(undefined)).toEqual(expected);
    expect(xgb.parse({})).toEqual(expected);
  });

  it('keeps given values and defaults the rest (null means default)', () => {
    expect(xgb.parse({ max_depth: 3, trend: 'ct', gamma: 2.5, seasonal: null })).toEqual({
      max_depth: 3,
      learning_rate: 0.1,
      seasonal: false,
      trend: 'ct',
      gamma: 2.5,
    });
  });

  it('accepts the strings a form sends', () => {
    expect(xgb.parse({ max_depth: '7', learning_rate: '0.5', seasonal: 'true' })).toMatchObject({
      max_depth: 7,
      learning_rate: 0.5,
      seasonal: true,
    });
  });

  it('names the parameter and its range when a value is out of range', () => {
    expect(() => xgb.parse({ max_depth: 25 })).toThrowError(
      invalid(/^max_depth must be an integer from 1 to 20 \(got 25\)$/),
    );
    expect(() => xgb.parse({ max_depth: 2.5 })).toThrowError(
      invalid(/max_depth must be an integer/),
    );
    expect(() => xgb.parse({ learning_rate: 0 })).toThrowError(
      invalid(/^learning_rate must be a number from 0.01 to 1 \(got 0\)$/),
    );
    expect(() => xgb.parse({ learning_rate: 'fast' })).toThrowError(invalid(/got 'fast'/));
    expect(() => xgb.parse({ gamma: 11 })).toThrowError(
      invalid(/^gamma must be a number from 0 to 10/),
    );
  });

  it('rejects non-booleans, values outside an enum, unknown keys and non-objects', () => {
    expect(() => xgb.parse({ seasonal: 'yes' })).toThrowError(
      invalid(/^seasonal must be true or false \(got 'yes'\)$/),
    );
    expect(() => xgb.parse({ trend: 'x' })).toThrowError(
      invalid(/^trend must be one of n, c, t, ct \(got 'x'\)$/),
    );
    expect(() => xgb.parse({ max_dept: 3 })).toThrowError(
      invalid(/unknown parameter max_dept for xgboost \(allowed: max_depth, /),
    );
    expect(() => xgb.parse([1])).toThrowError(invalid(/must be an object/));
  });

  it('gives a model without parameters an empty default and rejects any key', () => {
    const none = defineParams('seasonal-naive', {});
    expect(none.parse(undefined)).toEqual({});
    expect(() => none.parse({ p: 1 })).toThrowError(invalid(/allowed: none/));
  });
});
