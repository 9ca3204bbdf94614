import { describe, expect, it } from 'vitest';
import {
  autoOrEnumParam,
  autoSwitchParam,
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

  it('carries what a translated message needs in the error details', () => {
    const details = (input: unknown) => {
      try {
        xgb.parse(input);
      } catch (error) {
        return (error as { details?: unknown }).details;
      }
      return undefined;
    };
    expect(details({ max_depth: 25 })).toEqual({
      parameter: 'max_depth',
      min: 1,
      max: 20,
      got: 25,
    });
    expect(details({ learning_rate: 'fast' })).toEqual({
      parameter: 'learning_rate',
      min: 0.01,
      max: 1,
      got: 'fast',
    });
    expect(details({ trend: 'x' })).toEqual({
      parameter: 'trend',
      options: 'n, c, t, ct',
      got: 'x',
    });
    expect(details({ max_dept: 3 })).toMatchObject({
      parameter: 'max_dept',
      model: 'xgboost',
      got: 3,
    });
  });
});

describe('rule specs', () => {
  it('describe each rule for a form: kind, range, step, options, default', () => {
    expect(integerParam(1, 20, 6).spec).toEqual({ kind: 'integer', min: 1, max: 20, default: 6 });
    expect(numberParam(0, 10, 0).spec).toEqual({
      kind: 'number',
      min: 0,
      max: 10,
      step: 0.1,
      default: 0,
    });
    expect(numberParam(0.01, 10, 10).spec).toMatchObject({ step: 0.01 });
    expect(booleanParam(true).spec).toEqual({ kind: 'boolean', default: true });
    expect(enumParam(['a', 'b'], 'b').spec).toEqual({
      kind: 'enum',
      options: ['a', 'b'],
      default: 'b',
    });
    expect(optionalParam(numberParam(0, 1, 0.5)).spec).not.toHaveProperty('default');
  });

  it('reads "auto" of an auto-or-option rule as the model’s own choice', () => {
    const trend = autoOrEnumParam(['n', 'c']);
    expect(trend.spec).toEqual({ kind: 'enum', options: ['auto', 'n', 'c'], default: 'auto' });
    expect(trend.parse('auto', 'trend')).toBeUndefined();
    expect(trend.parse('c', 'trend')).toBe('c');
    expect(autoSwitchParam().parse('false', 'damped')).toBe(false);
  });
});
