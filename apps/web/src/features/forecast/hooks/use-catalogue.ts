import type { ModelCard, ModelParameters, ParameterSpec } from '@bus/domain';
// The light entry only: the package root would bring TensorFlow.js into the bundle.
import { modelCards, parameterCatalogue } from '@bus/forecast/catalogue';
import { useMemo } from 'react';
import { useModels } from '../api/get-models';

/** The engine's own table, for when the server's cannot be read (spec §8 "defaults are used"). */
function fallbackParameters(): ModelParameters[] {
  return parameterCatalogue().map((entry) => ({
    model: entry.model,
    parameters: entry.parameters.map(
      (spec): ParameterSpec =>
        spec.kind === 'enum' ? { ...spec, options: [...spec.options] } : spec,
    ),
  }));
}

function fallbackCards(): ModelCard[] {
  return modelCards().map((card) => ({
    ...card,
    horizonShare: card.horizonShare ? [card.horizonShare[0], card.horizonShare[1]] : null,
    benchmark: null,
    calibration: null,
  }));
}

/**
 * The models and their parameter tables from GET /api/forecast/models; when that call fails the
 * engine's catalogue stands in (same ranges and defaults, no benchmark figures) and `fallback`
 * says so, for the spec §8 message "loading model parameters failed (defaults are used)".
 */
export function useCatalogue() {
  const models = useModels();
  const fallback = models.isError;
  const local = useMemo(
    () => (fallback ? { parameters: fallbackParameters(), cards: fallbackCards() } : null),
    [fallback],
  );
  return {
    parameters: models.data?.parameters ?? local?.parameters,
    cards: models.data?.models ?? local?.cards,
    catalogue: models.data,
    fallback,
    isPending: models.isPending,
    error: models.error,
  };
}

export type Catalogue = ReturnType<typeof useCatalogue>;
