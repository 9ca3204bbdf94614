import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  modelCards,
  nestParameters,
  normaliseEnsembleWeights,
  parameterCatalogue,
} from './catalogue';
import { findModel, MODEL_NAMES } from './models';

const catalogue = parameterCatalogue();
const byModel = (model: string) =>
  catalogue.find((entry) => entry.model === model)?.parameters ?? [];
const names = (model: string, level?: string) =>
  byModel(model)
    .filter((p) => level === undefined || p.level === level)
    .map((p) => p.name);

describe('parameterCatalogue', () => {
  it('lists every registered model, in MODEL_NAMES order', () => {
    expect(catalogue.map((entry) => entry.model)).toEqual([...MODEL_NAMES]);
    expect(modelCards().map((card) => card.model)).toEqual([...MODEL_NAMES]);
  });

  it('groups the spec table’s first rows as basic, basic fields first', () => {
    expect(names('prophet', 'basic')).toEqual([
      'growth',
      'changepoint_prior_scale',
      'seasonality_mode',
      'yearly_seasonality',
    ]);
    expect(names('xgboost', 'basic')).toEqual(['n_estimators', 'max_depth', 'learning_rate']);
    expect(names('arima', 'basic')).toEqual(['auto_order', 'auto_d', 'p', 'd', 'q']);
    expect(names('sarima', 'basic')).toEqual(expect.arrayContaining(['P', 'D', 'Q', 's']));
    expect(names('nbeats', 'basic')).toEqual([
      'input_chunk_length',
      'output_chunk_length',
      'n_epochs',
    ]);
    expect(names('ensemble', 'basic')).toEqual(['prophet_weight', 'xgboost_weight']);
    for (const { parameters } of catalogue) {
      const firstAdvanced = parameters.findIndex((p) => p.level === 'advanced');
      const lastBasic = parameters.map((p) => p.level).lastIndexOf('basic');
      if (firstAdvanced >= 0) expect(lastBasic).toBeLessThan(firstAdvanced);
    }
  });

  it('gives the spec’s ranges and defaults with a step for numbers', () => {
    expect(byModel('xgboost').find((p) => p.name === 'max_depth')).toEqual({
      kind: 'number',
      name: 'max_depth',
      level: 'basic',
      min: 1,
      max: 20,
      step: 1,
      integer: true,
      default: 6,
    });
    expect(byModel('prophet').find((p) => p.name === 'changepoint_prior_scale')).toMatchObject({
      min: 0.001,
      max: 0.5,
      step: 0.001,
      integer: false,
      default: 0.05,
    });
    expect(byModel('prophet').find((p) => p.name === 'seasonality_mode')).toEqual({
      kind: 'enum',
      name: 'seasonality_mode',
      level: 'basic',
      options: ['additive', 'multiplicative'],
      default: 'additive',
    });
    expect(byModel('arima').find((p) => p.name === 'trend')).toMatchObject({
      options: ['auto', 'n', 'c', 't', 'ct'],
      default: 'auto',
    });
    expect(byModel('nbeats').find((p) => p.name === 'learning_rate')).toMatchObject({
      step: 0.0001,
    });
  });

  it('hides what the run request sets and what has no fixed default', () => {
    expect(names('prophet')).not.toEqual(expect.arrayContaining(['holidays']));
    expect(names('prophet')).not.toContain('cap');
    expect(names('auto')).not.toContain('horizon');
    expect(names('theta')).toEqual([]);
  });

  it('carries the ensemble members’ parameters as dotted advanced fields', () => {
    const ensemble = byModel('ensemble');
    expect(ensemble.find((p) => p.name === 'prophet.growth')?.level).toBe('advanced');
    expect(ensemble.find((p) => p.name === 'xgboost.max_depth')?.level).toBe('advanced');
    expect(names('ensemble')).not.toContain('prophet.holidays');
  });

  it('has defaults every model accepts, and every field’s default parses back to itself', () => {
    for (const { model, parameters } of catalogue) {
      const engine = findModel(model);
      if (!engine) continue;
      const values = Object.fromEntries(parameters.map((p) => [p.name, p.default]));
      expect(() => engine.parseParams(nestParameters(values))).not.toThrow();
    }
  });
});

describe('modelCards', () => {
  it('states the spec’s recommended points and horizon shares', () => {
    const cards = Object.fromEntries(modelCards().map((card) => [card.model, card]));
    expect(cards.prophet).toMatchObject({ recommendedPoints: 24, horizonShare: [0.2, 0.3] });
    expect(cards.sarima?.horizonShare).toEqual([0.1, 0.2]);
    expect(cards.nbeats).toMatchObject({ recommendedPoints: 50, minPoints: 36, speed: 'slow' });
    expect(cards.ets?.horizonShare).toBeNull();
  });
});

describe('normaliseEnsembleWeights', () => {
  it('keeps the weight the user changed and gives the other the rest', () => {
    expect(
      normaliseEnsembleWeights({ prophet_weight: 0.7, xgboost_weight: 0.5 }, 'prophet_weight'),
    ).toEqual({
      prophet_weight: 0.7,
      xgboost_weight: 0.3,
    });
    expect(
      normaliseEnsembleWeights({ prophet_weight: 0.5, xgboost_weight: 1.4 }, 'xgboost_weight'),
    ).toEqual({
      prophet_weight: 0,
      xgboost_weight: 1,
    });
  });

  it('divides weights given together by their sum; two zeros become a half each', () => {
    const { prophet_weight, xgboost_weight } = normaliseEnsembleWeights({
      prophet_weight: 2,
      xgboost_weight: 1,
    });
    expect(prophet_weight).toBeCloseTo(2 / 3);
    expect(prophet_weight + xgboost_weight).toBeCloseTo(1);
    expect(normaliseEnsembleWeights({ prophet_weight: 0, xgboost_weight: 0 })).toEqual({
      prophet_weight: 0.5,
      xgboost_weight: 0.5,
    });
  });
});

describe('ENGINE_VERSION', () => {
  it('is the package version, bumped together', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(ENGINE_VERSION).toBe(manifest.version);
  });
});
