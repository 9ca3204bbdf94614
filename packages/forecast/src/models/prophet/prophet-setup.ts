import type {
  Prophet,
  ProphetOptions,
  ProphetPredictionData,
  ProphetSeasonalityOption,
} from '@bsull/augurs/prophet';
import { ForecastError, type Series } from '../../types';
import { type HolidayInputs, holidayInputs } from './prophet-holidays';
import type { ProphetParams, SeasonalitySwitch } from './prophet-params';
import type { Timeline } from './prophet-timeline';
import type { SeasonalityBlock } from './stan-columns';

/** Default logistic capacity: 20 % headroom above the largest observation (our convention). */
const DEFAULT_CAP_HEADROOM = 1.2;
/** Prophet documentation's recipe for an added monthly seasonality: period 30.5 days, order 5. */
const MONTHLY_SEASONALITY = { period: 30.5, fourierOrder: 5 };
/** A quarter in days with the order commonly used for it in Prophet examples. */
const QUARTERLY_SEASONALITY = { period: 365.25 / 4, fourierOrder: 8 };
/** Prophet's built-in seasonalities with their default Fourier orders, in the order it adds them. */
const BUILT_IN_SEASONALITIES: readonly SeasonalityBlock[] = [
  { period: 365.25, order: 10 },
  { period: 7, order: 3 },
  { period: 1, order: 4 },
];

/** Everything fixed at fit time that the prediction of any horizon needs again. */
export type ProphetSetup = {
  readonly options: Omit<ProphetOptions, 'optimizer'>;
  readonly holidays: HolidayInputs;
  readonly bounds?: { readonly cap: number; readonly floor?: number };
  readonly configure: (prophet: Prophet) => void;
  /** Every seasonality the fit may hold, in the order Python's Prophet builds its columns. */
  readonly seasonalities: readonly SeasonalityBlock[];
};

function seasonality(option: SeasonalitySwitch): ProphetSeasonalityOption {
  return option === 'auto' ? { type: 'auto' } : { type: 'manual', enabled: option };
}

function logisticBounds(series: Series, params: ProphetParams): ProphetSetup['bounds'] {
  if (params.growth !== 'logistic') return undefined;
  const max = Math.max(...series.values);
  const cap = params.cap ?? (max > 0 ? DEFAULT_CAP_HEADROOM * max : max + 1);
  if (params.floor !== undefined && cap <= params.floor) {
    throw new ForecastError(
      'invalid_parameter',
      `cap must be greater than floor (got cap ${cap}, floor ${params.floor})`,
      { parameter: 'cap', min: params.floor, got: cap },
    );
  }
  return params.floor === undefined ? { cap } : { cap, floor: params.floor };
}

export function prophetSetup(
  series: Series,
  params: ProphetParams,
  timeline: Timeline,
): ProphetSetup {
  const mode = params.seasonality_mode;
  const holidays = params.holidays ? holidayInputs(timeline, series.values.length) : {};
  const options: Omit<ProphetOptions, 'optimizer'> = {
    growth: params.growth,
    changepointPriorScale: params.changepoint_prior_scale,
    changepointRange: params.changepoint_range,
    seasonalityMode: mode,
    seasonalityPriorScale: params.seasonality_prior_scale,
    yearlySeasonality: seasonality(params.yearly_seasonality),
    weeklySeasonality: seasonality(params.weekly_seasonality),
    dailySeasonality: seasonality(params.daily_seasonality),
    ...(holidays.holidays ? { holidays: holidays.holidays } : {}),
  };
  const configure = (prophet: Prophet) => {
    const priorScale = params.seasonality_prior_scale;
    if (params.add_monthly_seasonality) {
      prophet.addSeasonality('monthly', { ...MONTHLY_SEASONALITY, priorScale, mode });
    }
    if (params.add_quarterly_seasonality) {
      prophet.addSeasonality('quarterly', { ...QUARTERLY_SEASONALITY, priorScale, mode });
    }
    for (const name of holidays.regressors?.keys() ?? []) prophet.addRegressor(name, { mode });
  };
  const added = [
    ...(params.add_monthly_seasonality ? [MONTHLY_SEASONALITY] : []),
    ...(params.add_quarterly_seasonality ? [QUARTERLY_SEASONALITY] : []),
  ];
  const seasonalities = [
    ...BUILT_IN_SEASONALITIES,
    ...added.map(({ period, fourierOrder }) => ({ period, order: fourierOrder })),
  ];
  const bounds = logisticBounds(series, params);
  return { options, holidays, configure, seasonalities, ...(bounds ? { bounds } : {}) };
}

/** Timestamps plus the columns Prophet needs for periods `from` … `to − 1`. */
export function predictionData(
  setup: ProphetSetup,
  timeline: Timeline,
  from: number,
  to: number,
): ProphetPredictionData {
  const indices = Array.from({ length: to - from }, (_, i) => from + i);
  const data: ProphetPredictionData = { ds: indices.map((i) => timeline.secondsAt(i)) };
  if (setup.bounds) {
    data.cap = indices.map(() => setup.bounds?.cap ?? 0);
    if (setup.bounds.floor !== undefined) data.floor = indices.map(() => setup.bounds?.floor ?? 0);
  }
  if (setup.holidays.regressors) {
    data.x = new Map(
      [...setup.holidays.regressors].map(([name, feature]) => [name, indices.map(feature)]),
    );
  }
  return data;
}
