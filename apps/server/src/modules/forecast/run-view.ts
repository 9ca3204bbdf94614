import {
  type ComparisonResult,
  type CrossValidationResult,
  type ForecastMetrics,
  type ForecastModelName,
  type ForecastResult,
  type ForecastRun,
  ForecastRunRequest,
  type ForecastRunSummary,
  type RunKind,
  type RunStatus,
} from '@bus/domain';
import type { RunRow, RunSummaryRow } from './run-repo';

/** What a succeeded run stores in `result`, by its kind. */
export type StoredResult = {
  forecast?: ForecastResult;
  crossValidation?: CrossValidationResult;
  comparison?: ComparisonResult;
};

/** The headline metrics of a full row, as run-repo's HEADLINE reads them in SQL. */
function headline(row: RunRow): ForecastMetrics | null {
  const result = row.status === 'succeeded' ? (row.result as StoredResult | null) : null;
  if (!result) return null;
  if (result.forecast) return result.forecast.metrics;
  if (result.crossValidation) return result.crossValidation.backtest.mean;
  return result.comparison?.rows[0]?.metrics ?? null;
}

/** A run row as the logs, the dashboard and the socket show it. */
export function runSummary(
  row: RunSummaryRow,
  queuePosition: number | null = null,
): ForecastRunSummary {
  return {
    id: row.id,
    kind: row.kind as RunKind,
    status: row.status as RunStatus,
    progress: row.progress,
    stage: row.stage,
    model: row.model as ForecastModelName,
    models: row.models as ForecastModelName[],
    companyId: row.companyId,
    companyName: row.companyName,
    seriesId: row.seriesId,
    horizon: row.horizon,
    points: row.points,
    firstPeriod: row.firstPeriod,
    lastPeriod: row.lastPeriod,
    fingerprint: row.fingerprint,
    engineVersion: row.engineVersion,
    saved: row.saved,
    name: row.name,
    metrics: row.status === 'succeeded' ? row.headline : null,
    error: row.error ?? null,
    queuePosition: row.status === 'queued' ? queuePosition : null,
    createdBy: row.userId ? { id: row.userId, name: row.userName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    savedAt: row.savedAt?.toISOString() ?? null,
  };
}

/**
 * The stored request read through the contract's schema, so a row written before a field gained
 * its default still answers (with the default filled in).
 */
function storedRequest(stored: Record<string, unknown>): ForecastRunRequest {
  const parsed = ForecastRunRequest.safeParse(stored);
  return parsed.success ? parsed.data : (stored as ForecastRunRequest);
}

/** A run with its request and, once succeeded, its result. */
export function runView(row: RunRow, queuePosition: number | null = null): ForecastRun {
  const result = row.status === 'succeeded' ? ((row.result as StoredResult | null) ?? {}) : {};
  return {
    ...runSummary({ ...row, headline: headline(row) }, queuePosition),
    request: storedRequest(row.request),
    forecast: result.forecast ?? null,
    crossValidation: result.crossValidation ?? null,
    comparison: result.comparison ?? null,
  };
}
