import type { ServiceEntity } from './entities';

/**
 * Sample A's three routes with their drivers (docs/domain/samples/expected.md §8): the entity
 * template's example rows, the demo company's entities and the public depreciation demo's.
 */
export const SAMPLE_SERVICE_ENTITIES: readonly ServiceEntity[] = [
  {
    id: 'R-101',
    name: 'R-101 간선(도심-신도시)',
    type: 'route',
    distanceKm: 8_900_000,
    vehiclesOperated: 95,
    vehiclesOwned: 100,
    custom: {},
  },
  {
    id: 'R-202',
    name: 'R-202 지선(주거권역)',
    type: 'route',
    distanceKm: 5_000_000,
    vehiclesOperated: 80,
    vehiclesOwned: 84,
    custom: {},
  },
  {
    id: 'R-303',
    name: 'R-303 광역(외곽 연계)',
    type: 'route',
    distanceKm: 10_100_000,
    vehiclesOperated: 110,
    vehiclesOwned: 116,
    custom: {},
  },
];
