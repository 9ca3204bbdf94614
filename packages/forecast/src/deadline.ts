import { ForecastError } from './types';

/** How long an async model that ignores the signal gets after the deadline before it is left behind. */
const GRACE_MS = 1_000;

const nativeAborted = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')?.get;

/**
 * Runs `work` with an AbortSignal that aborts when `timeoutMs` has passed, and reports
 * ForecastError 'timeout'.
 *
 * A timer alone cannot stop a model: its callback never runs while a synchronous fitting loop
 * holds the event loop. So the signal's `aborted` also compares the clock with the deadline, and
 * a loop that calls throwIfAborted(signal) stops on time even without yielding. A model that
 * never looks at the signal is given up on GRACE_MS after the deadline (its result is ignored),
 * and one that finishes after the deadline counts as timed out too.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const { signal } = controller;
  const deadline = performance.now() + timeoutMs;
  const timeout = () =>
    new ForecastError(
      'timeout',
      `the forecast took longer than ${timeoutMs / 1000} s and was stopped`,
      { seconds: timeoutMs / 1000 },
    );
  Object.defineProperty(signal, 'aborted', {
    get() {
      const aborted = nativeAborted?.call(signal) === true;
      if (!aborted && performance.now() >= deadline) controller.abort(timeout());
      return nativeAborted?.call(signal) === true;
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout());
      timer = setTimeout(() => reject(timeout()), GRACE_MS);
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([work(signal), expired]);
    // A result that arrives after the limit is not one the caller can count on: same answer
    // whether the model noticed the deadline or finished just past it.
    if (signal.aborted) throw timeout();
    return result;
  } catch (error) {
    const late = error instanceof ForecastError && error.code === 'cancelled' && signal.aborted;
    throw late ? timeout() : error;
  } finally {
    clearTimeout(timer);
  }
}
