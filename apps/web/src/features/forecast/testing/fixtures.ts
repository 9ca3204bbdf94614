import {
  type DataCheck,
  ForecastRun,
  type ForecastRunRequest,
  ForecastRunSummary,
  ModelCatalogue,
  type ModelDiagnostics,
  SavedSeriesList,
  SeriesInspection,
} from '@bus/domain';
import { modelCards, parameterCatalogue } from '@bus/forecast/catalogue';
import { COMPANY_ID, company, FIXTURE_NOW } from '../../../test/costing-fixtures';

// Test data parsed by the contract's schemas, so a fixture can never drift from the API.
export { COMPANY_ID, company, FIXTURE_NOW };

export const RUN_ID = '55555555-5555-4555-8555-000000000001';
export const SERIES_ID = '66666666-6666-4666-8666-000000000001';

/** Consecutive months from `first` (YYYY-MM). */
export function months(first: string, count: number): string[] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i;
    return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Monthly fare revenue of a city bus company: ~1.5 billion won, low in February, high in August. */
const SEASON = [0.96, 0.88, 1.0, 1.01, 1.03, 1.0, 1.04, 1.08, 1.0, 1.02, 0.99, 0.99];
export function revenue(count: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    Math.round(1_500_000_000 * (1 + 0.0025 * i) * (SEASON[i % 12] ?? 1)),
  );
}

export const LABELS = months('2020-01', 60);
export const VALUES = revenue(60);

/** GET /api/forecast/models: the engine's parameter table and cards, with M3 figures. */
export function catalogue(): ModelCatalogue {
  return ModelCatalogue.parse({
    engineVersion: '0.3.0',
    benchmarkSource: 'M3 monthly, 1,228 series, h = 18 (docs/forecasting.md §6a)',
    models: modelCards().map((card) => ({
      ...card,
      horizonShare: card.horizonShare ? [...card.horizonShare] : null,
      benchmark:
        card.model === 'auto'
          ? {
              series: 1228,
              horizon: 18,
              smape: 13.63,
              mase: 0.833,
              coverage80: 84.4,
              coverage95: 95.6,
              medianSeconds: 1.299,
            }
          : null,
      calibration:
        card.model === 'prophet'
          ? { mode: 'backtest', factor80: 1.386, factor95: 1.639, alone80: 2.393, alone95: 2.877 }
          : { mode: 'fixed', basis: 'own-backtest', factor80: 0.953, factor95: 0.99 },
    })),
    parameters: parameterCatalogue(),
  });
}

export function inspection(
  overrides: { checks?: DataCheck[]; count?: number; columns?: string[] } = {},
): SeriesInspection {
  const count = overrides.count ?? 60;
  return SeriesInspection.parse({
    columns: overrides.columns ?? ['일자', '운송수입'],
    dateColumn: '일자',
    valueColumn: '운송수입',
    series: {
      frequency: 'monthly',
      labels: LABELS.slice(0, count),
      values: VALUES.slice(0, count),
    },
    dropped: 0,
    checks: overrides.checks ?? [],
    recommendedHorizons: {
      prophet: { min: 12, max: 18 },
      xgboost: { min: 12, max: 18 },
      ensemble: { min: 12, max: 18 },
      arima: { min: 6, max: 12 },
      sarima: { min: 6, max: 12 },
      auto: null,
    },
  });
}

export function savedSeriesList(): SavedSeriesList {
  return SavedSeriesList.parse({
    items: [
      {
        id: SERIES_ID,
        companyId: COMPANY_ID,
        companyName: company.name,
        name: '월별 운송수입',
        frequency: 'monthly',
        firstPeriod: '2020-01',
        lastPeriod: '2024-12',
        points: 60,
        version: 1,
        updatedAt: FIXTURE_NOW,
      },
    ],
  });
}

const metrics = {
  rmse: 41_250_000,
  mae: 32_100_000,
  mape: 2.13,
  r2: 0.912,
  smape: 2.11,
  mase: 0.64,
  coverage80: 83.3,
  coverage95: 97.2,
};

/** A run summary in any state (queued by default). */
export function runSummary(fields: Partial<ForecastRunSummary> = {}): ForecastRunSummary {
  return ForecastRunSummary.parse({
    id: RUN_ID,
    kind: 'forecast',
    status: 'queued',
    progress: 0,
    stage: 'queued',
    model: 'auto',
    models: ['auto'],
    companyId: null,
    companyName: null,
    seriesId: null,
    horizon: 12,
    points: 60,
    firstPeriod: '2020-01',
    lastPeriod: '2024-12',
    fingerprint: 'a'.repeat(64),
    engineVersion: '0.3.0',
    saved: false,
    name: null,
    metrics: null,
    error: null,
    queuePosition: 2,
    createdBy: { id: 'user-user', name: '김회계' },
    createdAt: FIXTURE_NOW,
    startedAt: null,
    finishedAt: null,
    savedAt: null,
    ...fields,
  });
}

function path(base: number, horizon: number) {
  const mean = revenue(60 + horizon)
    .slice(60)
    .map((v) => v + base);
  return {
    labels: months('2025-01', horizon),
    mean,
    lower80: mean.map((v) => v - 60_000_000),
    upper80: mean.map((v) => v + 60_000_000),
    lower95: mean.map((v) => v - 95_000_000),
    upper95: mean.map((v) => v + 95_000_000),
  };
}

function forecastRequest(model: ForecastRunSummary['model']): ForecastRunRequest {
  return {
    kind: 'forecast',
    model,
    params: {},
    horizon: 12,
    autoOptimize: false,
    limit24Months: false,
    holidays: true,
    companyId: null,
    series: { frequency: 'monthly', labels: LABELS, values: VALUES },
  };
}

/** A forecast run that has no result yet (queued, running, failed or cancelled). */
export function pendingRun(fields: Partial<ForecastRunSummary> = {}): ForecastRun {
  const summary = runSummary(fields);
  return ForecastRun.parse({
    ...summary,
    request: forecastRequest(summary.model),
    forecast: null,
    crossValidation: null,
    comparison: null,
  });
}

/** A succeeded forecast run with its whole result. */
export function succeededRun(
  fields: Partial<ForecastRunSummary> = {},
  diagnostics: ModelDiagnostics | null = null,
): ForecastRun {
  const summary = runSummary({
    status: 'succeeded',
    progress: 100,
    stage: 'saving',
    queuePosition: null,
    metrics,
    startedAt: FIXTURE_NOW,
    finishedAt: FIXTURE_NOW,
    ...fields,
  });
  return ForecastRun.parse({
    ...summary,
    request: forecastRequest(summary.model),
    forecast: {
      description: 'mean of ETS(M,Ad,M), Theta and ARIMA(0,1,1)(0,1,1)[12]',
      params: {},
      history: { frequency: 'monthly', labels: LABELS, values: VALUES },
      forecast: path(0, 12),
      residuals: VALUES.slice(12).map((v, i) => (i % 2 === 0 ? 1 : -1) * (v % 30_000_000)),
      metrics,
      backtest: {
        folds: [0, 1, 2].map((index) => ({
          index,
          trainSize: 36 + index * 6,
          cutoff: LABELS[36 + index * 6] ?? null,
          actual: VALUES.slice(36 + index * 6, 48 + index * 6),
          forecast: { ...path(0, 12), labels: LABELS.slice(36 + index * 6, 48 + index * 6) },
          metrics,
          seconds: 0.4,
        })),
        mean: metrics,
      },
      diagnostics,
      calibration: { method: 'backtest', folds: 3, factor80: 1.05, factor95: 1.18, reason: null },
      periodAnalysis: {
        actualMonths: 60,
        forecastMonths: 12,
        totalMonths: 72,
        targetTotalMonths: null,
      },
      checks: [],
    },
    crossValidation: null,
    comparison: null,
  });
}

/** A succeeded comparison of four models on three folds, with the auto mode's recommendation. */
export function comparisonRun(): ForecastRun {
  const summary = runSummary({
    kind: 'comparison',
    status: 'succeeded',
    progress: 100,
    model: 'auto',
    models: ['auto', 'sarima', 'prophet', 'nbeats'],
    queuePosition: null,
    finishedAt: FIXTURE_NOW,
  });
  const scored = (smape: number) => ({ ...metrics, smape });
  return ForecastRun.parse({
    ...summary,
    request: {
      kind: 'comparison',
      models: summary.models.map((model) => ({ model, params: {} })),
      splits: 3,
      horizon: 12,
      companyId: null,
      series: { frequency: 'monthly', labels: LABELS, values: VALUES },
    },
    forecast: null,
    crossValidation: null,
    comparison: {
      folds: [0, 1, 2].map((index) => ({
        index,
        trainSize: 36 + index * 6,
        cutoff: LABELS[36 + index * 6],
      })),
      rows: [
        { model: 'sarima', metrics: scored(2.05), seconds: 0.3, error: null },
        { model: 'auto', metrics: scored(2.11), seconds: 1.4, error: null },
        { model: 'prophet', metrics: scored(3.9), seconds: 0.2, error: null },
        {
          model: 'nbeats',
          metrics: null,
          seconds: null,
          error: {
            code: 'forecast/series-too-short',
            params: { model: 'nbeats', min: 36, got: 30 },
          },
        },
      ],
      recommendation: {
        model: 'sarima',
        smape: 2.05,
        folds: 3,
        horizon: 12,
        runnerUp: { model: 'auto', smape: 2.11 },
      },
    },
  });
}
