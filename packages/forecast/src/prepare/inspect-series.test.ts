import { describe, expect, it } from 'vitest';
import { inspectSeries } from './inspect-series';

const months = (n: number, from = 2019) =>
  Array.from(
    { length: n },
    (_, i) => `${from + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );

describe('inspectSeries', () => {
  it('reads the upload and explains it: columns, checks and recommended horizons', () => {
    const rows = months(20).map((date, i) => ({
      일자: date,
      운송수입: String(1000 + 10 * i),
      비고: '',
    }));
    const inspection = inspectSeries(rows);
    expect(inspection.columns).toEqual(['일자', '운송수입', '비고']);
    expect(inspection).toMatchObject({
      dateColumn: '일자',
      valueColumn: '운송수입',
      kind: 'monthly',
    });
    expect(inspection.labels.slice(0, 2)).toEqual(['2019-01', '2019-02']);
    expect(inspection.checks.map((c) => c.code)).toEqual(['too-few-points']);
    expect(inspection.recommendedHorizons.prophet).toEqual({ min: 4, max: 6 });
    expect(inspection.recommendedHorizons.sarima).toEqual({ min: 2, max: 4 });
    expect(inspection.recommendedHorizons.ets).toBeNull();
  });

  it('notes what the 24-month limit dropped', () => {
    const text = `date,value\n${months(36)
      .map((d, i) => `${d},${100 + i}`)
      .join('\n')}\n`;
    const inspection = inspectSeries(text, { limit24Months: true });
    expect(inspection.dropped).toBe(12);
    expect(inspection.checks.at(-1)).toMatchObject({
      code: 'limited-to-24-months',
      params: { dropped: 12, kept: 24 },
    });
  });

  it('throws what cannot be forecast, with its details', () => {
    expect(() => inspectSeries('date,value\n2024-01,1\n')).toThrowError(
      expect.objectContaining({ code: 'series_too_short', details: { min: 2, got: 1 } }),
    );
    expect(() => inspectSeries('date,value\n2024-01,1\n2024-03,2\n')).toThrowError(
      expect.objectContaining({ code: 'missing_period' }),
    );
  });
});
