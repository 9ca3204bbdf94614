import type { RunKind, SeriesData } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ForecastSettings } from '../../config';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { workTimings } from '../../platform/metrics/work-timings';
import { type ForecastPool, RunFailure } from './forecast-pool';
import { runProgress } from './run-progress';
import type { RunRepo, RunRow } from './run-repo';
import type { StoredResult } from './run-view';
import type { RunOutcome, RunTask } from './worker/task-types';

/** How often the process running a run looks for a cancel (from any process) or its deletion. */
export const CANCEL_POLL_MS = 1_000;

/** How a computed run ended, as its row says (the metrics' `outcome` label). */
export type ForecastOutcome = 'succeeded' | 'failed' | 'cancelled';

export type RunJobDeps = {
  runs: RunRepo;
  pool: ForecastPool;
  runner: JobRunner;
  settings: ForecastSettings;
  log: FastifyBaseLogger;
  /** Tells the run's owner (forecast.progress); never throws. */
  announce: (id: string) => Promise<void>;
};

function stored(outcome: RunOutcome): StoredResult {
  switch (outcome.kind) {
    case 'forecast':
      return { forecast: outcome.forecast };
    case 'cross-validation':
      return { crossValidation: outcome.crossValidation };
    case 'comparison':
      return { comparison: outcome.comparison };
  }
}

function taskOf(row: RunRow, settings: ForecastSettings): RunTask {
  return {
    type: 'run',
    request: row.request as RunTask['request'],
    series: row.series as SeriesData,
    timeoutMs: settings.timeoutMs,
  };
}

/**
 * The job handler of forecast runs (docs/adr/0011): claims the run, computes it in the forecast
 * pool while polling its row each second (a cancel from any process, or the run deleted, ends
 * the worker), then writes the result with the final status in one update, or the error and no
 * result. Whatever happens, the owner hears of it.
 */
export function runJob(deps: RunJobDeps) {
  const { runs, pool, runner, settings, log, announce } = deps;
  /** Runs this process is computing, so a shutdown can end them instead of waiting minutes. */
  const running = new Map<string, AbortController>();
  let stopping = false;
  /** Each computed run's time in the pool by model and outcome (issue 18 §3, /metrics). */
  const durations = workTimings<{ model: string; outcome: ForecastOutcome }>();

  const watchCancel = (id: string, controller: AbortController) =>
    setInterval(() => {
      runs
        .cancelState(id)
        .then((state) => {
          if (!state || state.cancelRequested || state.status !== 'running') controller.abort();
        })
        .catch((err: unknown) => log.warn({ err, runId: id }, 'cancel state not read'));
    }, CANCEL_POLL_MS);

  async function compute(row: RunRow): Promise<void> {
    const controller = new AbortController();
    running.set(row.id, controller);
    const timer = watchCancel(row.id, controller);
    const finished = durations.start();
    let ended: ForecastOutcome = 'failed';
    const progress = runProgress(
      row.kind as RunKind,
      async (stage, percent) => {
        if (await runs.progress(row.id, stage, percent)) await announce(row.id);
      },
      log,
    );
    try {
      const outcome = await pool.run(taskOf(row, settings), {
        signal: controller.signal,
        onProgress: progress.report,
      });
      await progress.flush();
      await runs.succeed(row.id, stored(outcome), outcome.engineVersion);
      ended = 'succeeded';
    } catch (error) {
      await progress.flush();
      if (!(error instanceof RunFailure))
        log.error({ err: error, runId: row.id }, 'forecast run failed');
      const runError =
        error instanceof RunFailure
          ? error.runError
          : { code: 'forecast/fit-failed', params: { model: row.model } };
      if (stopping && runError.code === 'forecast/cancelled') {
        // Ended by the shutdown, not by a user: failed, so it is not mistaken for a cancel.
        const stopped = { code: 'forecast/worker-crashed', params: { reason: 'server_stopped' } };
        await runs.end(row.id, 'failed', stopped);
      } else {
        const cancelled = runError.code === 'forecast/cancelled';
        if (cancelled) ended = 'cancelled';
        await runs.end(row.id, cancelled ? 'cancelled' : 'failed', runError);
      }
    } finally {
      clearInterval(timer);
      running.delete(row.id);
      finished({ model: row.model, outcome: ended });
    }
  }

  return {
    /** How long each computed run took, by model and outcome (platform/metrics listens). */
    durations: { listen: durations.listen },

    async process(id: string): Promise<void> {
      if (!(await runs.claim(id, runner.driver === 'bullmq'))) return;
      const row = await runs.get(id);
      if (!row) return;
      await announce(id);
      await compute(row);
      await announce(id);
    },

    /**
     * At shutdown: ends the runs this process is computing (their workers are terminated and the
     * runs fail with forecast/worker-crashed, reason server_stopped) instead of waiting for them.
     */
    stop(): void {
      stopping = true;
      for (const controller of running.values()) controller.abort();
    },

    /** A run the queue gave up on (its processes died): failed, unless it ended. */
    async abandon(id: string): Promise<void> {
      const ended = await runs.end(id, 'failed', {
        code: 'forecast/worker-crashed',
        params: { reason: 'worker_lost' },
      });
      if (ended) await announce(id);
    },
  };
}
