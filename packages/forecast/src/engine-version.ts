/**
 * Version of the forecasting engine stored with every run (packages/domain/src/api/forecast.ts
 * `engineVersion`), so a saved forecast can be told apart from one the engine would make today.
 *
 * Bumped by hand together with package.json's `version` (a test keeps them equal): a content hash
 * of the sources would need file I/O, which the package does not do. Bump the minor version when
 * any model's forecasts, intervals or metrics change for the same input and seed; the patch
 * version for changes that leave every number as it was (messages, diagnostics, new fields).
 */
export const ENGINE_VERSION = '0.3.0';
