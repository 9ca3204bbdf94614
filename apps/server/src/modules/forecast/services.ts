import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../platform/db/database';
import { createJobRunner } from '../../platform/jobs/create-runner';
import { laneLimits } from '../../platform/jobs/lanes';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { Scope } from '../../platform/tenancy/scope';
import { realisedAccuracy } from './accuracy';
import { lazyForecastPool } from './forecast-pool';
import { recoverRuns, startRunRetention } from './recovery';
import { runJob } from './run-job';
import { runRepo } from './run-repo';
import { runService } from './run-service';
import { seriesRepo } from './series-repo';
import { seriesService } from './series-service';

/** The BullMQ queue of forecast runs (REDIS_URL): one lane, shared by every server process. */
export const FORECAST_QUEUE = 'bus-forecast';

/** Forecasting in the product (issue 16): runs as jobs, saved series, inspection, accuracy. */
export function forecastServices(deps: {
  config: Config;
  database: DatabaseHandle;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
}) {
  const { config, database, hub, log } = deps;
  const settings = config.forecast;
  const pool = lazyForecastPool(settings);
  // As many runs at once as there are forecast workers: more would only wait inside the pool.
  const runner = createJobRunner(config, laneLimits(settings.workers), log, {
    name: FORECAST_QUEUE,
    lanes: ['document'],
  });
  const runs = runRepo(database.db);
  const savedSeries = seriesRepo(database.db);
  const series = seriesService(savedSeries);
  const service = runService({
    runs,
    series,
    runner,
    hub,
    jobsPerUser: settings.jobsPerUser,
    log,
    validate: (request, data) => pool.validate({ type: 'validate', request, series: data }),
  });
  const job = runJob({ runs, pool, runner, settings, log, announce: service.announce });
  let retention: ReturnType<typeof startRunRetention> | null = null;

  return {
    runs: service,
    series,
    pool,
    runner,
    /** Computed runs' durations by model and outcome (the /metrics histogram listens). */
    durations: job.durations,
    async accuracy(scope: Scope, runId: string) {
      return realisedAccuracy(await service.readable(scope, runId), savedSeries, pool);
    },
    /** Takes queued runs, sweeps what a stopped process left, starts the retention job. */
    async start() {
      await runner.start(job.process, job.abandon);
      await recoverRuns(runs, runner, log);
      retention = startRunRetention(runs, log);
    },
    /** Running runs are ended (a forecast may take minutes), then the queue and the pool close. */
    async close() {
      await retention?.stop();
      job.stop();
      await runner.close();
      await pool.close();
    },
  };
}

export type ForecastServices = ReturnType<typeof forecastServices>;
