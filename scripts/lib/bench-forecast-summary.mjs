// The coverage targets of issue 16 §7 and the committed summary of `npm run bench:forecast
// -- --summary`: packages/forecast/src/benchmark/m3-results.json, which the product's model portal
// shows (m3Benchmark() in the forecast package).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Issue 16 §7: on M3 monthly each model's 80 % interval covers 77–85 %, its 95 % one 92–97 %. */
export const COVERAGE_TARGETS = { 80: [77, 85], 95: [92, 97] };

/** "ok", or the levels whose coverage is outside its target ("80 low", "95 high"). */
export function targetCheck(coverage) {
  if (!coverage) return '';
  const misses = Object.entries(COVERAGE_TARGETS).flatMap(([level, [low, high]]) => {
    const value = coverage[level];
    if (value === null || value === undefined) return [`${level} missing`];
    if (value < low) return [`${level} low`];
    return value > high ? [`${level} high`] : [];
  });
  return misses.length === 0 ? 'ok' : `✗ ${misses.join(', ')}`;
}

const round = (value, digits) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));

function sampleNote({ size, total, stratified, seed }) {
  if (size >= total) return `all ${total.toLocaleString('en')}`;
  return stratified ? `stratified sample of ${size} (seed ${seed})` : `first ${size}`;
}

function sourceText(models, date, total) {
  const partial = Object.entries(models)
    .filter(([, figures]) => figures.series < total)
    .map(([name, figures]) => `${name} on a ${figures.sample}`);
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const machine = `${cpus().length} cores (${cpu}), Node ${process.versions.node}, shared with other work, so seconds are pessimistic`;
  const scope = partial.length > 0 ? `; ${partial.join('; ')}` : '';
  return `M3 monthly, the repository's ${total.toLocaleString('en')} series (Mcomp), held-out 18 months${scope}. npm run bench:forecast, ${date.slice(0, 10)}, ${machine}.`;
}

/**
 * Merges this run's rows of our models into the summary file: a model run now replaces its
 * entry, the others keep theirs (the slow models are run on a sample, in a run of their own).
 * `name+opt` variants are not models of the portal and are left out.
 */
export function writeSummary(path, rows, { horizon, total, sample, date }) {
  const previous = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { models: {} };
  const models = { ...previous.models };
  for (const row of rows) {
    if (row.kind !== 'ours' || row.error || row.method.includes('+') || !row.scored) continue;
    models[row.method] = {
      series: row.scored,
      sample: sampleNote({ ...sample, total }),
      smape: round(row.smape, 2),
      mase: round(row.mase, 3),
      coverage80: round(row.coverage?.['80'], 1),
      coverage95: round(row.coverage?.['95'], 1),
      medianSeconds: round(row.medianSeconds, 3),
    };
  }
  const sorted = Object.fromEntries(Object.entries(models).sort(([a], [b]) => a.localeCompare(b)));
  const summary = { source: sourceText(sorted, date, total), horizon, models: sorted };
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
}
