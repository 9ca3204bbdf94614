import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric of ours starts so: `bus_<what>_<unit>` (Prometheus naming). */
export const METRIC_PREFIX = 'bus_';

/** The route label of a request no route matched: one value, never the raw URL (cardinality). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: an API answer takes milliseconds, an xlsx export or a search of 15 M rows seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a spreadsheet in well under one, a scan's OCR in tens, up to the 120 s limit and over. */
const EXTRACTION_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
/** Seconds: a naive model in milliseconds, `auto` or N-BEATS in minutes, to the 300 s limit. */
const FORECAST_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * One app's registry and the metrics it records as things happen. Its own Registry, never
 * prom-client's global one: tests build many apps in one process, and each must count only its
 * own requests and jobs. Gauges read on scrape are added by collectors.ts.
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  const registers = [registry];
  // CPU, memory, heap, event-loop lag, GC, handles: the process as Node sees it.
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const extractionDuration = new Histogram({
    name: `${METRIC_PREFIX}extraction_job_duration_seconds`,
    help: 'Extraction jobs run by this process, claim to end, by outcome (done, failed).',
    labelNames: ['outcome'] as const,
    buckets: EXTRACTION_BUCKETS,
    registers,
  });
  // Both outcomes from the start, so rate() sees the first failure as an increase.
  for (const outcome of ['done', 'failed']) extractionDuration.zero({ outcome });
  return {
    registry,
    http: {
      requests: new Counter({
        name: `${METRIC_PREFIX}http_requests_total`,
        help: 'HTTP requests answered, by method, route pattern and status class.',
        labelNames: ['method', 'route', 'status_class'] as const,
        registers,
      }),
      duration: new Histogram({
        name: `${METRIC_PREFIX}http_request_duration_seconds`,
        help: 'Time to answer an HTTP request, by method, route pattern and status class.',
        labelNames: ['method', 'route', 'status_class'] as const,
        buckets: HTTP_BUCKETS,
        registers,
      }),
      inFlight: new Gauge({
        name: `${METRIC_PREFIX}http_requests_in_flight`,
        help: 'HTTP requests received and not yet answered (WebSocket connections excluded).',
        registers,
      }),
    },
    extractionDuration,
    forecastDuration: new Histogram({
      name: `${METRIC_PREFIX}forecast_run_duration_seconds`,
      help: 'Forecast runs computed by this process, by model and outcome (succeeded, failed, cancelled).',
      labelNames: ['model', 'outcome'] as const,
      buckets: FORECAST_BUCKETS,
      registers,
    }),
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
export type HttpMetrics = MetricsRegistry['http'];
