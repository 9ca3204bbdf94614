import { describe, expect, it } from 'vitest';
import { demoRevenueSeries } from './demo-series';

describe('demo fare-revenue series', () => {
  it("gives 60 months whose 2023 and 2024 add up to sample A's 운송수입 to the won", () => {
    const series = demoRevenueSeries(49_902_913_000, 51_400_000_000);
    expect(series.labels).toHaveLength(60);
    expect(series.labels[0]).toBe('2020-01');
    expect(series.labels.at(-1)).toBe('2024-12');
    const year = (y: number) =>
      series.values
        .filter((_, i) => series.labels[i]?.startsWith(`${y}-`))
        .reduce((s, v) => s + v, 0);
    expect(year(2024)).toBe(51_400_000_000);
    expect(year(2023)).toBe(49_902_913_000);
    expect(year(2022)).toBeLessThan(year(2023));
    expect(series.values.every((v) => Number.isInteger(v) && v > 0)).toBe(true);
  });
});
