import type { ParameterSpec } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { checkValue, defaultValues, requestParams, visibleParameters, withValue } from './params';

const depth: ParameterSpec = {
  kind: 'number',
  name: 'max_depth',
  level: 'basic',
  min: 1,
  max: 20,
  step: 1,
  integer: true,
  default: 6,
};
const rate: ParameterSpec = {
  kind: 'number',
  name: 'learning_rate',
  level: 'advanced',
  min: 0.01,
  max: 1,
  step: 0.01,
  integer: false,
  default: 0.1,
};
const growth: ParameterSpec = {
  kind: 'enum',
  name: 'prophet.growth',
  level: 'advanced',
  options: ['linear', 'flat'],
  default: 'linear',
};

describe('parameter form rules', () => {
  it('shows basic fields in basic mode and every field in advanced mode', () => {
    expect(visibleParameters([depth, rate], 'basic')).toEqual([depth]);
    expect(visibleParameters([depth, rate], 'advanced')).toEqual([depth, rate]);
    expect(defaultValues([depth, rate])).toEqual({ max_depth: 6, learning_rate: 0.1 });
  });

  it('refuses values outside the range, fractions of integers, and empty fields', () => {
    expect(checkValue(depth, 25)).toEqual({ kind: 'integer', min: 1, max: 20 });
    expect(checkValue(depth, 2.5)).toEqual({ kind: 'integer', min: 1, max: 20 });
    expect(checkValue(rate, 0)).toEqual({ kind: 'range', min: 0.01, max: 1 });
    expect(checkValue(rate, null)).toEqual({ kind: 'required' });
    expect(checkValue(rate, 0.5)).toBeNull();
  });

  it('sends only changed values, nesting the ensemble members', () => {
    expect(
      requestParams([depth, rate, growth], {
        max_depth: 6,
        learning_rate: 0.2,
        'prophet.growth': 'flat',
      }),
    ).toEqual({ learning_rate: 0.2, prophet: { growth: 'flat' } });
  });

  it('keeps the ensemble weights summing to 1', () => {
    expect(withValue({ prophet_weight: 0.5, xgboost_weight: 0.5 }, 'prophet_weight', 0.7)).toEqual({
      prophet_weight: 0.7,
      xgboost_weight: 0.3,
    });
    expect(withValue({ max_depth: 6 }, 'max_depth', 8)).toEqual({ max_depth: 8 });
  });
});
