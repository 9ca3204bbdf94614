import type { ForecastMetrics, RunError, SeriesInspection } from '@bus/domain';
import type { ForecastSettings } from '../../config';
import { AppError } from '../../platform/errors/app-error';
import {
  createWorkerPool,
  WorkerFailure,
  type WorkerPool,
} from '../../platform/workers/worker-pool';
import type {
  ForecastTask,
  ForecastTaskReply,
  InspectTask,
  RunOutcome,
  RunTask,
  ScoreTask,
  TaskProgress,
  ValidateTask,
} from './worker/task-types';

/** Reading an upload or scoring a forecast takes well under a second; more is a hostile file. */
const QUICK_TASK_MS = 30_000;

const TASK = new URL('./worker/forecast-task.ts', import.meta.url);

/** A run that ended without a result: its error as the run stores it. */
export class RunFailure extends Error {
  readonly runError: RunError;

  constructor(runError: RunError, detail?: string) {
    super(detail ?? runError.code);
    this.name = 'RunFailure';
    this.runError = runError;
  }
}

export type ForecastPool = {
  /** Computes a run; RunFailure when it is refused, times out, is cancelled or its worker dies. */
  run(
    task: RunTask,
    options: { signal: AbortSignal; onProgress: (progress: TaskProgress) => void },
  ): Promise<RunOutcome>;
  /** Reads an upload or grid; AppError (file/*, forecast/*) when it is refused. */
  inspect(task: InspectTask): Promise<SeriesInspection>;
  score(task: ScoreTask): Promise<ForecastMetrics>;
  /** Refuses a request the engine would refuse (400 parameters, 422 data) before it is queued. */
  validate(task: ValidateTask): Promise<void>;
  close(): Promise<void>;
};

/** A dead worker as its run records it: a run that ends this way stores no result. */
export function runFailureOf(failure: WorkerFailure, settings: ForecastSettings): RunFailure {
  switch (failure.reason) {
    case 'timeout':
      return new RunFailure({
        code: 'forecast/timeout',
        params: { seconds: settings.timeoutMs / 1000 },
      });
    case 'aborted':
      return new RunFailure({ code: 'forecast/cancelled', params: {} });
    case 'out-of-memory':
      return new RunFailure(
        {
          code: 'forecast/worker-crashed',
          params: { reason: 'out-of-memory', megabytes: settings.memoryMb },
        },
        failure.message,
      );
    case 'crashed':
      return new RunFailure({ code: 'forecast/worker-crashed', params: {} }, failure.message);
  }
}

function quickFailureOf(failure: WorkerFailure, settings: ForecastSettings): AppError {
  switch (failure.reason) {
    case 'timeout':
      return new AppError('file/timeout', 422, { seconds: QUICK_TASK_MS / 1000 });
    case 'out-of-memory':
      return new AppError('file/out-of-memory', 422, { megabytes: settings.memoryMb });
    default:
      return new AppError('file/worker-crashed', 422, undefined, failure.message);
  }
}

/** HTTP status of a refused inspection: parameters are the request's fault (400), data 422. */
function statusOf(code: string): number {
  if (code === 'file/unsupported-type') return 415;
  if (code === 'file/too-large') return 413;
  const request = [
    'forecast/invalid-parameter',
    'forecast/invalid-horizon',
    'forecast/unknown-model',
  ];
  return request.includes(code) ? 400 : 422;
}

/**
 * The forecast worker pool (docs/adr/0011), started at its first use: FORECAST_WORKERS threads for
 * runs plus one, so an upload check or a score never waits behind a forecast (the job runner
 * admits only FORECAST_WORKERS runs at once). A run's time limit ends its worker.
 */
export function lazyForecastPool(settings: ForecastSettings): ForecastPool {
  let pool: WorkerPool<ForecastTask, ForecastTaskReply> | null = null;
  const started = () => {
    pool ??= createWorkerPool<ForecastTask, ForecastTaskReply>(TASK, {
      workers: settings.workers + 1,
      memoryMb: settings.memoryMb,
      timeoutMs: settings.timeoutMs,
    });
    return pool;
  };
  const quick = async <V>(task: InspectTask | ScoreTask | ValidateTask): Promise<V> => {
    let reply: ForecastTaskReply;
    try {
      reply = (await started().run(task, { timeoutMs: QUICK_TASK_MS })).value;
    } catch (error) {
      throw error instanceof WorkerFailure ? quickFailureOf(error, settings) : error;
    }
    if ('refused' in reply) {
      const { code, params } = reply.refused;
      throw new AppError(code as AppError['code'], statusOf(code), params);
    }
    return reply.value as V;
  };
  return {
    async run(task, { signal, onProgress }) {
      let reply: ForecastTaskReply;
      try {
        const onMessage = (data: unknown) => onProgress(data as TaskProgress);
        reply = (await started().run(task, { signal, onMessage })).value;
      } catch (error) {
        if (error instanceof WorkerFailure) throw runFailureOf(error, settings);
        throw error;
      }
      if ('refused' in reply) throw new RunFailure(reply.refused);
      return reply.value as RunOutcome;
    },
    inspect: (task) => quick<SeriesInspection>(task),
    score: (task) => quick<ForecastMetrics>(task),
    validate: (task) => quick<null>(task).then(() => undefined),
    async close() {
      const running = pool;
      pool = null;
      await running?.close();
    },
  };
}
