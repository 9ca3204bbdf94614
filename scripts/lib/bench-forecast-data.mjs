// M3 monthly data for `npm run bench:forecast`: the series, their held-out actuals, a sample of
// them, and the competitors' submitted forecasts (see /work/shared/datasets/forecast/README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Seeded PRNG (mulberry32) so a stratified sample is the same on every machine. */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Loads the series (training parts) and their actuals, joined by id, in file order. */
export function loadM3(dataDir) {
  const { series } = readJson(join(dataDir, 'm3_monthly.json'));
  const actuals = new Map(
    readJson(join(dataDir, 'm3_monthly_actuals.json')).series.map((s) => [s.id, s.actual]),
  );
  return series.map((s) => ({ ...s, actual: actuals.get(s.id) }));
}

/**
 * `size` series: the first ones, or (stratified) each M3 category's proportional share
 * (largest remainders) drawn by a seeded shuffle, kept in file order.
 */
export function sampleSeries(all, size, { stratified = false, seed = 1 } = {}) {
  if (!size || size >= all.length) return all;
  if (!stratified) return all.slice(0, size);
  const groups = new Map();
  all.forEach((s, index) => {
    const key = s.category ?? 'ALL';
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const keys = [...groups.keys()].sort();
  const exact = keys.map((k) => (groups.get(k).length * size) / all.length);
  const counts = exact.map(Math.floor);
  const byRemainder = keys
    .map((_, i) => i)
    .sort((a, b) => exact[b] - counts[b] - (exact[a] - counts[a]));
  for (let i = 0; counts.reduce((s, c) => s + c, 0) < size; i++) counts[byRemainder[i]] += 1;
  const random = mulberry32(seed);
  const chosen = keys.flatMap((key, g) => {
    const indices = [...groups.get(key)];
    for (let i = indices.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [indices[i], indices[j]] = [indices[j], indices[i]];
    }
    return indices.slice(0, counts[g]);
  });
  return chosen.sort((a, b) => a - b).map((index) => all[index]);
}

/** Every competitor file of m3_original_forecasts: [{ name, forecasts: [{id, mean}] }]. */
export function loadCompetitors(dataDir) {
  const dir = join(dataDir, 'm3_original_forecasts');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: basename(file, '.json'),
      forecasts: readJson(join(dir, file)).forecasts,
    }));
}

/**
 * Reference forecasts made by other software on the same series (bench/reference/*.json, written
 * by scripts/reference/m3-reference.R in the CLI's output format, intervals included). Empty when
 * the folder does not exist.
 */
export function loadReferences(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const output = readJson(join(dir, file));
      return { name: `${output.software} ${output.model}`, forecasts: output.forecasts };
    });
}
