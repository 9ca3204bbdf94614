import { randomUUID } from 'node:crypto';
import {
  type CustomDriver,
  type EntityProblemView,
  type EntitySetCopy,
  type EntitySetSave,
  type EntitySetView,
  type ServiceEntity,
  type ServiceEntityInput,
  validateCustomDrivers,
  validateEntitySet,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { CostingActor } from '../costing/actor';
import { type EntityFile, nameKey, readEntityFile, writeEntityFile } from './entity-file';
import type { AllocationRepo, EntitySetRow, Key } from './repo';

/** Every problem of a set (validateEntitySet, validateCustomDrivers), as `entity/invalid` lists. */
export function entitySetProblems(
  entities: readonly ServiceEntity[],
  customDrivers: readonly CustomDriver[],
): EntityProblemView[] {
  return [
    ...validateCustomDrivers(customDrivers),
    ...validateEntitySet(entities, customDrivers).map((p) => ({
      ...p,
      // NaN (an empty cell) would leave as null anyway; say so.
      ...('value' in p && typeof p.value === 'number' && !Number.isFinite(p.value)
        ? { value: null }
        : {}),
    })),
  ];
}

export function refuseInvalidSet(
  entities: readonly ServiceEntity[],
  customDrivers: readonly CustomDriver[],
) {
  const problems = entitySetProblems(entities, customDrivers);
  if (problems.length > 0) throw new AppError('entity/invalid', 400, { problems });
}

/** A table row as the domain reads it: an empty cell (null) is NaN, so it is refused as such. */
function entityOf(input: ServiceEntityInput): ServiceEntity {
  const value = (v: number | null) => v ?? Number.NaN;
  return {
    id: input.id ?? randomUUID(),
    name: input.name.trim(),
    type: input.type,
    distanceKm: value(input.distanceKm),
    vehiclesOperated: value(input.vehiclesOperated),
    vehiclesOwned: value(input.vehiclesOwned),
    custom: Object.fromEntries(Object.entries(input.custom).map(([k, v]) => [k, value(v)])),
  };
}

export type EntityDeps = { repo: AllocationRepo; invalidate(companyId: string): Promise<void> };

/** Service entities per company and period (issue 15 §1): one versioned document. */
export function entityService({ repo, invalidate }: EntityDeps) {
  async function view(key: Key, row?: EntitySetRow | null): Promise<EntitySetView> {
    const set = row === undefined ? await repo.entitySet(key) : row;
    return {
      companyId: key.companyId,
      period: key.period,
      entities: set?.entities ?? [],
      customDrivers: set?.customDrivers ?? [],
      version: set?.version ?? 0,
      updatedAt: set?.updatedAt.toISOString() ?? null,
      updatedBy: set?.author ?? null,
      previousPeriod: await repo.previousPeriod(key),
    };
  }

  const conflict = async (key: Key) => {
    const current = await view(key);
    return new AppError('conflict', 409, { currentVersion: current.version, current });
  };

  /** Stores a checked set on `version` (409 when stale), then answers the stored view. */
  async function store(
    actor: CostingActor,
    key: Key,
    version: number,
    set: { entities: ServiceEntity[]; customDrivers: CustomDriver[] },
  ): Promise<EntitySetView> {
    const stored = await repo.entitySet(key);
    if (version !== (stored?.version ?? 0)) throw await conflict(key);
    refuseInvalidSet(set.entities, set.customDrivers);
    if (!(await repo.saveEntitySet(key, version, set, actor.id))) throw await conflict(key);
    await invalidate(key.companyId);
    return view(key);
  }

  return {
    view: (key: Key) => view(key),

    save(actor: CostingActor, key: Key, input: EntitySetSave) {
      return store(actor, key, input.version, {
        entities: input.entities.map(entityOf),
        customDrivers: input.customDrivers.map((d) => ({ key: d.key, name: d.name.trim() })),
      });
    },

    /** Copies another period's set (default: the latest earlier one) into this period. */
    async copy(actor: CostingActor, key: Key, input: EntitySetCopy) {
      const from = input.from ?? (await repo.previousPeriod(key));
      const source =
        from && from !== key.period ? await repo.entitySet({ ...key, period: from }) : null;
      if (!source) throw new AppError('entity/no-previous', 400, { period: from ?? null });
      return store(actor, key, input.version, {
        entities: source.entities,
        customDrivers: source.customDrivers,
      });
    },

    /**
     * Replaces the set with a file's rows (entity-file.ts); a file with any problem stores
     * nothing. Rows without an id keep the id of the entity of the same name.
     */
    async import(
      actor: CostingActor,
      key: Key,
      version: number,
      file: { bytes: Buffer; fileName: string },
    ) {
      const stored = await repo.entitySet(key);
      if (version !== (stored?.version ?? 0)) throw await conflict(key);
      const ids = new Map((stored?.entities ?? []).map((e) => [nameKey(e.name), e.id]));
      const set = readEntityFile(file.bytes, file.fileName, ids);
      return store(actor, key, version, set);
    },

    async export(key: Key, format: 'xlsx' | 'csv'): Promise<EntityFile> {
      const set = await repo.entitySet(key);
      return writeEntityFile(set?.entities ?? [], set?.customDrivers ?? [], format);
    },
  };
}

export type EntityService = ReturnType<typeof entityService>;
