import { ENGINE_VERSION } from '@bus/forecast/catalogue';

/**
 * The engine's version as a run records it. Read from the light entry, so the main thread learns
 * it without loading the engine; the worker reports the one it ran with the result.
 */
export function engineVersion(): string {
  return ENGINE_VERSION;
}
