import type { EntityRef } from '@bus/domain';

/** The dictionary id of 감가상각비 (statements/dictionary.ts), in either statement. */
export const DEPRECIATION_STANDARD_ID = 'exp.depreciation';

/** What depreciation reads of the allocation module (cost-allocation/services.ts). */
export type AllocationSource = {
  entitySet(
    companyId: string,
    period: string,
  ): Promise<{ entities: readonly { id: string; name: string }[] }>;
  liveAllocation(
    companyId: string,
    period: string,
  ): Promise<
    | {
        ok: true;
        result: {
          rows: readonly { key: string; perEntity: readonly number[] }[];
          entities: readonly { entityId: string; name: string }[];
        };
        lines: readonly { key: string; standardId: string | null }[];
      }
    | { ok: false; refusal: { code: string } }
  >;
};

export type AllocatedDepreciation =
  | { status: 'live'; byEntity: { entityId: string; name: string; amount: number }[] }
  | { status: 'no-entities' }
  | { status: 'refused'; refusal: { code: string } };

/**
 * The service entities of a period and the depreciation the live allocation gives each: the
 * 감가상각비 lines (cost statement and SG&A) summed per entity.
 */
export function allocationFeed(source: AllocationSource) {
  return {
    async entities(companyId: string, period: string): Promise<EntityRef[]> {
      const set = await source.entitySet(companyId, period);
      return set.entities.map(({ id, name }) => ({ id, name }));
    },

    async depreciation(companyId: string, period: string): Promise<AllocatedDepreciation> {
      const live = await source.liveAllocation(companyId, period);
      if (!live.ok) {
        return live.refusal.code === 'allocation/no-entities'
          ? { status: 'no-entities' }
          : { status: 'refused', refusal: live.refusal };
      }
      const keys = new Set(
        live.lines.filter((l) => l.standardId === DEPRECIATION_STANDARD_ID).map((l) => l.key),
      );
      const sums = live.result.entities.map(() => 0);
      for (const row of live.result.rows) {
        if (!keys.has(row.key)) continue;
        row.perEntity.forEach((amount, i) => {
          sums[i] = (sums[i] ?? 0) + amount;
        });
      }
      const byEntity = live.result.entities.map(({ entityId, name }, i) => ({
        entityId,
        name,
        amount: sums[i] ?? 0,
      }));
      return { status: 'live', byEntity };
    },
  };
}

export type AllocationFeed = ReturnType<typeof allocationFeed>;
