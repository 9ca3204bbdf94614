import { mulberry32 } from '../../numeric/random';
import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Series,
  throwIfAborted,
} from '../../types';
import {
  type Calibration,
  calibrationFromErrors,
  conformalIntervals,
  naiveCalibration,
} from './conformal';
import { forecastPath, oneStepResiduals, type Trained, windowErrors } from './inference';
import { type NbeatsParams, nbeatsDefaults, parseNbeatsParams } from './nbeats-params';
import { initialNetwork } from './network';
import { loadTf } from './tf-runtime';
import { train } from './train';
import { buildWindows, scalingFor } from './windows';

/**
 * Held-out windows for the conformal intervals: up to 2H + 1, so the held-out tail (3H points)
 * spans more than one horizon and its errors are not all from one stretch of the series.
 */
const calibrationWindowsFor = (H: number) => 2 * H + 1;
/** Fewer held-out windows than this give no usable quantile; the naive fallback is used. */
const MIN_CALIBRATION_WINDOWS = 3;
/** Training keeps at least half of the windows, and never fewer than this many. */
const MIN_TRAINING_WINDOWS = 16;
/** Share of options.budgetMs training may use, leaving time for calibration and the caller. */
const TRAINING_BUDGET_SHARE = 0.8;

type Split = {
  readonly trainLast: number;
  readonly calibration: { first: number; last: number } | null;
};

/**
 * Window starts 0…N−1 (N = n − L − H + 1). The calibration windows' targets lie in a tail that no
 * training target touches: the last `c` starts are held out and training stops H − 1 starts
 * earlier, so the tail has H + c − 1 points.
 */
export function splitWindows(n: number, L: number, H: number): Split {
  const windows = n - L - H + 1;
  const keep = Math.max(MIN_TRAINING_WINDOWS, Math.ceil(windows / 2));
  const c = Math.min(calibrationWindowsFor(H), windows - (H - 1) - keep);
  if (c < MIN_CALIBRATION_WINDOWS) return { trainLast: windows - 1, calibration: null };
  return {
    trainLast: windows - c - H,
    calibration: { first: windows - c, last: windows - 1 },
  };
}

function validate(series: Series, p: NbeatsParams): void {
  if (series.values.some((v) => !Number.isFinite(v))) {
    throw new ForecastError(
      'non_finite_value',
      'the series contains a missing or non-finite value',
    );
  }
  const needed = p.input_chunk_length + p.output_chunk_length;
  if (series.values.length < needed) {
    throw new ForecastError(
      'series_too_short',
      `N-BEATS needs at least input_chunk_length + output_chunk_length = ${needed} values, got ${series.values.length}`,
      { model: 'nbeats', min: needed, got: series.values.length },
    );
  }
}

async function trainOn(series: Series, p: NbeatsParams, split: Split, options: FitOptions) {
  const tf = await loadTf();
  const values = series.values;
  const L = p.input_chunk_length;
  const H = p.output_chunk_length;
  const trainingEnd = split.trainLast + L + H;
  const scaling = scalingFor(values.slice(0, trainingEnd), series.frequency, L);
  const data = buildWindows(
    values,
    { first: 0, last: split.trainLast },
    { inputLength: L, outputLength: H },
    scaling,
  );
  const uniform = mulberry32(options.seed ?? 0);
  const budget = options.budgetMs ?? Number.POSITIVE_INFINITY;
  const report = await train(tf, initialNetwork(p, series.frequency, uniform), data, {
    epochs: p.n_epochs,
    batchSize: p.batch_size,
    learningRate: p.learning_rate,
    dropout: p.dropout,
    uniform,
    signal: options.signal,
    deadline: Date.now() + budget * TRAINING_BUDGET_SHARE,
  });
  return { trained: { network: report.network, scaling } satisfies Trained, report };
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function describe(p: NbeatsParams, epochs: number, calibration: Calibration): string {
  const shape = p.generic_architecture
    ? `generic, ${count(p.num_stacks, 'stack')} × ${count(p.num_blocks, 'block')}`
    : `interpretable, trend + seasonality × ${count(p.num_blocks, 'block')}`;
  const intervals =
    calibration.source === 'held-out'
      ? `intervals from ${calibration.windows} held-out windows`
      : 'intervals from naive errors (series too short to hold windows out)';
  return `N-BEATS (${shape}, ${p.num_layers} layers × ${p.layer_widths}, input ${p.input_chunk_length} → output ${p.output_chunk_length}, ${epochs} epochs; ${intervals})`;
}

/**
 * N-BEATS (Oreshkin et al. 2020) trained on the series' own windows with TensorFlow.js (wasm).
 * Deterministic for a seed: seeded initial weights, batch order and dropout.
 */
export const nbeats: ForecastModel<NbeatsParams> = {
  name: 'nbeats',
  defaults: nbeatsDefaults,
  parseParams: parseNbeatsParams,
  async fit(series: Series, params: NbeatsParams, options: FitOptions = {}): Promise<Model> {
    throwIfAborted(options.signal);
    validate(series, params);
    const values = [...series.values];
    const split = splitWindows(
      values.length,
      params.input_chunk_length,
      params.output_chunk_length,
    );
    const { trained, report } = await trainOn(series, params, split, options);
    throwIfAborted(options.signal);
    const calibration = split.calibration
      ? calibrationFromErrors(windowErrors(trained, values, split.calibration))
      : naiveCalibration(values);
    return {
      name: 'nbeats',
      residuals: oneStepResiduals(trained, values),
      info: { description: describe(params, report.epochs, calibration), params: { ...params } },
      predict(h, levels = DEFAULT_LEVELS) {
        if (!Number.isInteger(h) || h < 1) {
          throw new ForecastError(
            'invalid_horizon',
            `horizon must be a positive integer, got ${h}`,
            { min: 1, got: h },
          );
        }
        const mean = forecastPath(trained, values, h);
        return { mean, ...conformalIntervals(mean, calibration, levels) };
      },
    };
  },
};
