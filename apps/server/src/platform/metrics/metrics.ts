import type { Config } from '../../config';
import type { DatabaseHandle } from '../db/database';
import type { App } from '../http/app-type';
import { poolGauges, type QueueSources, queueDepthGauge } from './collectors';
import { instrumentHttp } from './http-metrics';
import { createMetricsRegistry } from './registry';
import { registerMetricsRoute } from './routes';
import type { WorkDurations } from './work-timings';

export type MetricsSources = {
  settings: Config['metrics'];
  database: Pick<DatabaseHandle, 'poolStats'>;
  /** The job queues by their label (`extraction`, `forecast`). */
  queues: QueueSources;
  extraction: WorkDurations<{ outcome: string }>;
  forecast: WorkDurations<{ model: string; outcome: string }>;
};

/**
 * Prometheus metrics for operators' tools (issue 18 §3, docs/operator-guide.md "Prometheus
 * metrics"). Off (METRICS_TOKEN unset): only the 404 route, no hook, nothing recorded. On: this
 * app's own registry, the request hooks (register this before the guards, so refusals count),
 * the job durations as jobs end, queue depth and pool use read at each scrape.
 */
export function registerMetrics(app: App, sources: MetricsSources): void {
  const { settings } = sources;
  if (!settings) {
    registerMetricsRoute(app, null);
    return;
  }
  const metrics = createMetricsRegistry();
  instrumentHttp(app, metrics.http);
  const stopListening = [
    sources.extraction.listen(({ labels, seconds }) =>
      metrics.extractionDuration.observe(labels, seconds),
    ),
    sources.forecast.listen(({ labels, seconds }) =>
      metrics.forecastDuration.observe(labels, seconds),
    ),
  ];
  queueDepthGauge(metrics.registry, sources.queues, app.log);
  poolGauges(metrics.registry, sources.database);
  registerMetricsRoute(app, { settings, registry: metrics.registry });
  app.addHook('onClose', async () => {
    for (const stop of stopListening) stop();
    metrics.registry.clear();
  });
}
