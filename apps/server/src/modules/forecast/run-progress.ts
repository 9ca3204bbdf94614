import type { RunKind } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TaskProgress } from './worker/task-types';

/**
 * The part of the bar (percent) each stage fills as the worker reports 0–1 of it. A forecast fits
 * once and backtests up to three folds; a cross validation or comparison is all backtest.
 */
const FORECAST_SPANS: Record<string, readonly [number, number]> = {
  preparing: [1, 5],
  fitting: [5, 45],
  backtesting: [45, 95],
  diagnosing: [95, 98],
};
const VALIDATION_SPANS: Record<string, readonly [number, number]> = {
  preparing: [1, 5],
  backtesting: [5, 98],
};
const OTHER: readonly [number, number] = [5, 95];

/** Writes a run's progress as the worker reports it: never backwards, one write per 5 % or stage. */
export function runProgress(
  kind: RunKind,
  write: (stage: string, progress: number) => Promise<void>,
  log: FastifyBaseLogger,
) {
  const spans = kind === 'forecast' ? FORECAST_SPANS : VALIDATION_SPANS;
  let chain: Promise<unknown> = Promise.resolve();
  let last = { stage: 'preparing', progress: 1 };
  return {
    report({ stage, fraction }: TaskProgress) {
      const [from, to] = spans[stage] ?? OTHER;
      const share = Math.min(1, Math.max(0, fraction));
      const progress = Math.max(last.progress, Math.round(from + share * (to - from)));
      if (stage === last.stage && progress - last.progress < 5) return;
      last = { stage, progress };
      chain = chain
        .then(() => write(stage, progress))
        .catch((err: unknown) => log.warn({ err }, 'forecast progress not recorded'));
    },
    flush: () => chain,
  };
}
