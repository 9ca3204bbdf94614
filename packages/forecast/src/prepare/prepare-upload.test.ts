import { describe, expect, it } from 'vitest';
import { prepareUpload } from './prepare-upload';

const rows = (count: number, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({
    연월: `${2020 + Math.floor(i / 12)}년 ${(i % 12) + 1}월`,
    매출: value(i),
  }));

describe('prepareUpload', () => {
  it('prepares the series with the default horizon 12 and the spec advice', () => {
    const upload = prepareUpload(
      rows(30, (i) => 100 + i),
      { model: 'arima' },
    );
    expect(upload.horizon).toBe(12);
    expect(upload.series.values).toHaveLength(30);
    expect(upload.advice).toEqual([
      'for arima a horizon of 3–6 periods is recommended with 30 points (got 12)',
    ]);
  });

  it('applies the 24-month limit before judging the length', () => {
    const upload = prepareUpload(
      rows(30, (i) => i),
      { model: 'ets', limit24Months: true, horizon: 6 },
    );
    expect(upload.series).toMatchObject({ start: '2020-07', frequency: 12 });
    expect(upload.advice).toEqual([]);
  });

  it('checks the horizon first, then the rows, then the model', () => {
    expect(() => prepareUpload('not,a,file', { model: 'ets', horizon: 0 })).toThrowError(
      expect.objectContaining({ code: 'invalid_horizon' }),
    );
    expect(() =>
      prepareUpload(
        rows(30, () => 5),
        { model: 'ets' },
      ),
    ).toThrowError(expect.objectContaining({ code: 'constant_series' }));
    expect(() =>
      prepareUpload(
        rows(30, (i) => i),
        { model: 'nbeats' },
      ),
    ).toThrowError(expect.objectContaining({ code: 'series_too_short' }));
  });
});
