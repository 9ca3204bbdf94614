import { describe, expect, it } from 'vitest';
import { engineRunError, isEngineError } from './engine-errors';

const engineError = (code: string, details: Record<string, unknown> = {}) =>
  Object.assign(new Error(`engine says ${code}`), { name: 'ForecastError', code, details });

describe('engine errors as the contract codes', () => {
  it.each([
    [
      'invalid_date',
      { row: 4, value: '2024-13' },
      'forecast/invalid-date',
      { row: 4, value: '2024-13' },
    ],
    ['no_date_column', { columns: 'a, b' }, 'forecast/no-date-column', { columns: 'a, b' }],
    [
      'missing_period',
      { row: 5, from: '2024-02', to: '2024-05', count: 2 },
      'forecast/missing-period',
      { count: 2 },
    ],
    [
      'invalid_parameter',
      { parameter: 'p', min: 0, max: 5, got: 9 },
      'forecast/invalid-parameter',
      { parameter: 'p', got: 9 },
    ],
    ['too_many_rows', { max: 10_000 }, 'forecast/too-many-rows', { max: 10_000 }],
    ['timeout', { seconds: 300 }, 'forecast/timeout', { seconds: 300 }],
  ])('maps %s with its details', (code, details, contract, params) => {
    expect(engineRunError(engineError(code, details))).toMatchObject({ code: contract, params });
  });

  it('names the model a failed fit was fitting, and keeps only plain values', () => {
    const error = engineError('something_new', { nested: { a: 1 }, rows: Number.NaN });
    expect(engineRunError(error, { model: 'prophet' })).toEqual({
      code: 'forecast/fit-failed',
      params: { model: 'prophet' },
    });
  });

  it('tells engine errors from others by their shape', () => {
    expect(isEngineError(engineError('cancelled'))).toBe(true);
    expect(isEngineError(new Error('boom'))).toBe(false);
  });
});
