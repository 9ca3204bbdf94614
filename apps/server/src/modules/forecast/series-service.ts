import type { SavedSeries, SavedSeriesInput, SavedSeriesList, SeriesData } from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { Scope } from '../../platform/tenancy/scope';
import type { SeriesRepo } from './series-repo';

/** Labels must rise strictly: a saved series is regular data, sorted, without repeats. */
function checkOrder(series: SeriesData): void {
  const row = series.labels.findIndex((label, i) => i > 0 && label <= (series.labels[i - 1] ?? ''));
  if (row > 0) {
    throw new AppError('forecast/duplicate-date', 422, {
      row: row + 1,
      date: series.labels[row] ?? '',
    });
  }
}

/**
 * Saved series (issue 16 §2, §6): a company's monthly revenue to pick again and to score saved
 * forecasts on. Saving a name the company has already replaces its values (new actuals), with
 * optimistic locking when the caller says which version it read.
 */
export function seriesService(repo: SeriesRepo) {
  return {
    async list(scope: Scope, companyId: string | undefined): Promise<SavedSeriesList> {
      return { items: await repo.list(scope, companyId) };
    },

    async get(id: string): Promise<SavedSeries> {
      const series = await repo.get(id);
      if (!series) throw new AppError('not_found', 404);
      return series;
    },

    /** Creates or updates; `created` says which, for the 201. */
    async save(input: SavedSeriesInput, by: string | null): Promise<SavedSeries> {
      checkOrder(input.series);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const existing = await repo.findByName(input.companyId, input.name);
        if (!existing) {
          const id = await repo.insert(input.companyId, input.name, input.series, by);
          // A save of the same name at the same moment won the insert: update that one instead.
          if (id) return this.get(id);
          continue;
        }
        if (input.version !== undefined && input.version !== existing.version) {
          throw new AppError('conflict', 409, { current: existing.version });
        }
        const version = input.version ?? existing.version;
        if (await repo.update(existing.id, version, input.series, by)) return this.get(existing.id);
        throw new AppError('conflict', 409, { current: version + 1 });
      }
      throw new AppError('conflict', 409);
    },

    findByName: (companyId: string, name: string) => repo.findByName(companyId, name),

    async remove(id: string): Promise<void> {
      await repo.remove(id);
    },
  };
}

export type SeriesService = ReturnType<typeof seriesService>;
