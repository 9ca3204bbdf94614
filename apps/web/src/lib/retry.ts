import { ApiError } from './api-client';

/**
 * Save retries (data-center-board-admin.md §9 ratio save; costing-and-forecasting.md §9 "Save
 * retries (v3)"): 3 attempts, base 1 s, max 5 s, ×2.
 */
export const SAVE_ATTEMPTS = 3;
export const SAVE_RETRY_BASE_MS = 1_000;
export const SAVE_RETRY_MAX_MS = 5_000;
const SAVE_RETRY_FACTOR = 2;

/** Wait before attempt `attempt + 1` (attempt is 1-based): 1 s, 2 s, 4 s, … capped at 5 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(SAVE_RETRY_BASE_MS * SAVE_RETRY_FACTOR ** (attempt - 1), SAVE_RETRY_MAX_MS);
}

/**
 * Failures that may pass on a later try: no connection, a timeout or a server error. A refused
 * request (4xx) will be refused again, so it is neither retried nor queued.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call` up to `attempts` times while it fails transiently. */
export async function withRetry<T>(call: () => Promise<T>, attempts = SAVE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}
