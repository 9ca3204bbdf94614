import type { RunError } from '@bus/domain';
import { SEASON_LENGTH } from '@bus/forecast';
import { AppError } from '../../../platform/errors/app-error';
import { workerTask } from '../../../platform/workers/worker-task';
import { engineRunError, isEngineError } from '../engine-errors';
import { engineVersion } from '../engine-version';
import type { FitContext } from './engine-common';
import { runForecastTask } from './engine-forecast';
import { runComparisonTask, runCrossValidationTask } from './engine-validate';
import { inspect } from './inspect';
import { scoreRealised } from './metrics-view';
import { Refusal } from './refusal';
import type {
  ForecastTask,
  ForecastTaskReply,
  RunOutcome,
  RunTask,
  TaskProgress,
} from './task-types';
import { validateRequest } from './validate';

/*
 * The forecast worker's task (docs/adr/0011): the only module that loads the engine (TensorFlow.js,
 * Prophet's wasm), in a pool thread with a heap cap and a time limit. Pure: a request and a series
 * in, a result out; no database, no network.
 */

async function run(task: RunTask, post: (progress: TaskProgress) => void): Promise<RunOutcome> {
  const context: FitContext = {
    // Searches get half the limit, so a model that uses its whole budget still fits in time.
    budgetMs: task.timeoutMs / 2,
    report: (stage, fraction) => post({ stage, fraction }),
  };
  const version = engineVersion();
  const { request } = task;
  switch (request.kind) {
    case 'forecast':
      return {
        kind: 'forecast',
        forecast: await runForecastTask(request, task.series, context),
        engineVersion: version,
      };
    case 'cross-validation':
      return {
        kind: 'cross-validation',
        crossValidation: await runCrossValidationTask(request, task.series, context),
        engineVersion: version,
      };
    case 'comparison':
      return {
        kind: 'comparison',
        comparison: await runComparisonTask(request, task.series, context),
        engineVersion: version,
      };
  }
}

/** The model a failure is about, for the refusal's params. */
function modelOf(task: ForecastTask): Record<string, string> {
  if (task.type !== 'run' && task.type !== 'validate') return {};
  const { request } = task;
  return {
    model: request.kind === 'comparison' ? (request.models[0]?.model ?? '') : request.model,
  };
}

/** A refusal as data: the engine's errors mapped in engine-errors.ts, file checks as they are. */
function refusalOf(error: unknown, task: ForecastTask): RunError | null {
  if (error instanceof Refusal) return error.runError;
  if (isEngineError(error)) return engineRunError(error, modelOf(task));
  if (error instanceof AppError) {
    const params = Object.fromEntries(
      Object.entries(error.params ?? {}).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
    return { code: error.code, params };
  }
  return null;
}

async function handle(
  task: ForecastTask,
  post: (progress: TaskProgress) => void,
): Promise<ForecastTaskReply> {
  try {
    switch (task.type) {
      case 'run':
        return { value: await run(task, post) };
      case 'inspect':
        return { value: inspect(task) };
      case 'validate':
        validateRequest(task.request, task.series);
        return { value: null };
      case 'score':
        return {
          value: scoreRealised(task.history, task.actual, task.path, SEASON_LENGTH[task.frequency]),
        };
    }
  } catch (error) {
    const refused = refusalOf(error, task);
    if (refused) return { refused };
    throw error;
  }
}

export default workerTask(handle);
