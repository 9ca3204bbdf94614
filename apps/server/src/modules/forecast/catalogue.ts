import type { ModelCatalogue, ModelParameters } from '@bus/domain';
import { modelCards, parameterCatalogue } from '@bus/forecast/catalogue';
import { AppError } from '../../platform/errors/app-error';
import { engineVersion } from './engine-version';

/**
 * The model catalogue and parameter table (spec §3, §7 GET /parameters/{model}) from the engine's
 * light entry, which loads no model: the main thread can answer it without the worker pool.
 */
export function modelCatalogue(): ModelCatalogue {
  return {
    engineVersion: engineVersion(),
    // The M3 figures arrive with the engine's committed benchmark summary (m3Benchmark()).
    benchmarkSource: '',
    models: modelCards().map((card) => ({
      ...card,
      horizonShare: card.horizonShare ? [card.horizonShare[0], card.horizonShare[1]] : null,
      benchmark: null,
      calibration: null,
    })),
    parameters: parameterParameters(),
  };
}

function parameterParameters(): ModelParameters[] {
  return parameterCatalogue().map((entry) => ({
    model: entry.model,
    parameters: entry.parameters.map((spec) =>
      spec.kind === 'enum' ? { ...spec, options: [...spec.options] } : { ...spec },
    ),
  }));
}

/** One model's parameters, or every model's for `all` (spec §7). */
export function modelParameters(model: string): ModelParameters[] {
  const all = parameterParameters();
  if (model === 'all') return all;
  const one = all.filter((entry) => entry.model === model);
  if (one.length === 0) throw new AppError('forecast/unknown-model', 404, { model });
  return one;
}
