import { seasonalNaive } from './seasonal-naive';
import type { Model, Series } from './types';

/** Models by the name the CLI and the server's job runner use. Later models register here. */
export const MODEL_NAMES = ['seasonal-naive'] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

export function isModelName(name: string): name is ModelName {
  return (MODEL_NAMES as readonly string[]).includes(name);
}

/** Fits the named model with its default parameters. */
export function fitModel(name: ModelName, series: Series): Model {
  switch (name) {
    case 'seasonal-naive':
      return seasonalNaive.fit(series, {});
  }
}
