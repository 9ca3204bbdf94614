import type { ProphetOptimizeOutput, ProphetStanData } from '@bsull/augurs/prophet';
import { describe, expect, it } from 'vitest';
import { canonicalColumnOrder, reorderInit, reorderStanData, restoreOutput } from './stan-columns';

const DAY_SECONDS = 86_400;
const ds = Array.from({ length: 30 }, (_, i) => (17_000 + i) * DAY_SECONDS);

function fourier(period: number, order: number): number[][] {
  return ds.map((seconds) =>
    Array.from({ length: order }, (_, k) => {
      const angle = ((seconds / 3600 / 24) * Math.PI * 2 * (k + 1)) / period;
      return [Math.sin(angle), Math.cos(angle)];
    }).flat(),
  );
}

/** augurs' X as one hash order may build it: weekly (order 1), a regressor, yearly (order 2). */
function stanData(): ProphetStanData {
  const weekly = fourier(7, 1);
  const yearly = fourier(365.25, 2);
  const X = ds.map((_, i) => [...(weekly[i] ?? []), i % 3, ...(yearly[i] ?? [])]);
  return {
    T: ds.length,
    K: 7,
    X: X as unknown as number[],
    sigmas: [1, 2, 3, 4, 5, 6, 7],
    s_a: [1, 1, 0, 1, 1, 1, 1],
    s_m: [0, 0, 1, 0, 0, 0, 0],
  } as ProphetStanData;
}

describe('canonical Stan column order', () => {
  it("puts the seasonality blocks in Prophet's order, then the other columns", () => {
    const order = canonicalColumnOrder(stanData(), ds, [
      { period: 365.25, order: 2 },
      { period: 7, order: 1 },
      { period: 1, order: 4 },
    ]);
    expect(order).toEqual([3, 4, 5, 6, 0, 1, 2]);
  });

  it('moves columns with their prior scales and modes, and gives beta back in augurs order', () => {
    const data = stanData();
    const order = [3, 4, 5, 6, 0, 1, 2];
    const reordered = reorderStanData(data, order);
    expect(reordered.sigmas).toEqual([4, 5, 6, 7, 1, 2, 3]);
    expect(reordered.s_m).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect((reordered.X as unknown as number[][])[1]?.[6]).toBe(1);
    const init = { k: 0, m: 0, sigmaObs: 1, delta: new Float64Array(0) };
    expect(
      Array.from(
        reorderInit({ ...init, beta: Float64Array.from([0, 1, 2, 3, 4, 5, 6]) }, order).beta,
      ),
    ).toEqual([3, 4, 5, 6, 0, 1, 2]);
    const output = {
      params: { ...init, beta: Float64Array.from([3, 4, 5, 6, 0, 1, 2]) },
    } as unknown as ProphetOptimizeOutput;
    expect(Array.from(restoreOutput(output, order).params.beta)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
