import { describe, expect, it } from 'vitest';
import { monthlyHolidayFeatures } from '../../calendar/monthly-holiday-features';
import type { ProphetDiagnostics } from '../../diagnostics';
import { prophet } from './prophet-model';

/** Monthly revenue from 2015: trend, a yearly season, and fewer working days at 설날/추석. */
function revenue(n: number): number[] {
  return Array.from({ length: n }, (_, t) => {
    const year = 2015 + Math.floor(t / 12);
    const { festivalDays } = monthlyHolidayFeatures(year, (t % 12) + 1);
    return 1000 + 4 * t + 80 * Math.sin((2 * Math.PI * t) / 12) - 25 * festivalDays;
  });
}

async function decompose(values: number[], params: object, h: number) {
  const series = { values, frequency: 12, start: '2015-01' };
  const model = await prophet.fit(series, prophet.parseParams(params), { seed: 1 });
  const diagnostics = model.info?.diagnostics?.(h);
  if (diagnostics?.kind !== 'prophet') throw new Error('expected Prophet diagnostics');
  const fitted = [...values.map((v, i) => v - (model.residuals[i] ?? 0)), ...model.predict(h).mean];
  return { diagnostics, fitted };
}

function total(d: ProphetDiagnostics): number[] {
  return d.labels.map((_, i) => d.components.reduce((s, c) => s + (c.values[i] ?? 0), 0));
}

describe('Prophet components', () => {
  it('covers history and forecast with labels, and adds up to the fitted path', async () => {
    const { diagnostics, fitted } = await decompose(revenue(72), {}, 12);
    expect(diagnostics.labels).toHaveLength(84);
    expect(diagnostics.labels[0]).toBe('2015-01');
    expect(diagnostics.labels.at(-1)).toBe('2021-12');
    expect(diagnostics.components.map((c) => c.name)).toEqual(['trend', 'yearly', 'holidays']);
    for (const component of diagnostics.components) expect(component.values).toHaveLength(84);
    total(diagnostics).forEach((value, i) => {
      expect(value).toBeCloseTo(fitted[i] ?? 0, 6);
    });
  });

  it('gives the holidays’ effect in the series’ unit, lower in festival months', async () => {
    const { diagnostics } = await decompose(revenue(72), {}, 12);
    const holidays = diagnostics.components.find((c) => c.name === 'holidays')?.values ?? [];
    // 2016-02 holds 설날; 2016-06 holds no festival day.
    const february = holidays[diagnostics.labels.indexOf('2016-02')] ?? 0;
    const june = holidays[diagnostics.labels.indexOf('2016-06')] ?? 0;
    expect(february - june).toBeLessThan(-30);
  });

  it('turns multiplicative factors into effects in units that still add up', async () => {
    const values = revenue(60).map((v, t) => v * (1 + 0.1 * Math.cos((2 * Math.PI * t) / 12)));
    const { diagnostics, fitted } = await decompose(
      values,
      { seasonality_mode: 'multiplicative' },
      6,
    );
    const yearly = diagnostics.components.find((c) => c.name === 'yearly')?.values ?? [];
    expect(Math.max(...yearly.map(Math.abs))).toBeGreaterThan(10);
    total(diagnostics).forEach((value, i) => {
      expect(value).toBeCloseTo(fitted[i] ?? 0, 6);
    });
  });

  it('leaves out holidays when they are switched off', async () => {
    const { diagnostics } = await decompose(revenue(48), { holidays: false }, 3);
    expect(diagnostics.components.map((c) => c.name)).toEqual(['trend', 'yearly']);
  });
});
