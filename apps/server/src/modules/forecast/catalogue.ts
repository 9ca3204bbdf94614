import type { ModelCatalogue, ModelParameters } from '@bus/domain';
import {
  calibrationCard,
  m3Benchmark,
  modelCards,
  parameterCatalogue,
} from '@bus/forecast/catalogue';
import { AppError } from '../../platform/errors/app-error';
import { engineVersion } from './engine-version';

/**
 * The model catalogue and parameter table (spec §3, §7 GET /parameters/{model}) from the engine's
 * light entry, which loads no model: the main thread can answer it without the worker pool.
 */
export function modelCatalogue(): ModelCatalogue {
  const benchmark = m3Benchmark();
  return {
    engineVersion: engineVersion(),
    benchmarkSource: benchmark.source,
    models: modelCards().map((card) => {
      const figures = benchmark.models[card.model];
      return {
        ...card,
        horizonShare: card.horizonShare ? [card.horizonShare[0], card.horizonShare[1]] : null,
        benchmark: figures
          ? {
              series: figures.series,
              horizon: benchmark.horizon,
              smape: figures.smape,
              mase: figures.mase,
              coverage80: figures.coverage80,
              coverage95: figures.coverage95,
              medianSeconds: figures.medianSeconds,
            }
          : null,
        calibration: { ...calibrationCard(card.model) },
      };
    }),
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
