import {
  type AssetBody,
  type AssetList,
  type AssetListQuery,
  type AssetProblemView,
  type AssetUpdate,
  type AssetView,
  validateAsset,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { AssetFields, AssetRow, DepreciationRepo } from './repo';

/** The signed-in user of a register write (the role and tenancy guards have let it through). */
export type AssetActor = { id: string };

export function assetView(row: AssetRow): AssetView {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** A body as the register stores it: trimmed text, blank code and entity as none. */
export function fieldsOf(body: AssetBody): AssetFields {
  const blankless = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    code: blankless(body.code),
    name: body.name.trim(),
    assetClass: body.assetClass,
    entityId: blankless(body.entityId),
    acquisitionDate: body.acquisitionDate.trim(),
    cost: body.cost,
    residualValue: body.residualValue,
    usefulLifeYears: body.usefulLifeYears,
    method: body.method,
    disposalDate: blankless(body.disposalDate),
  };
}

/** 400 `asset/invalid` naming every problem (validateAsset), before anything is written. */
function requireValid(fields: AssetFields): void {
  const problems: AssetProblemView[] = validateAsset(fields);
  if (problems.length > 0) throw new AppError('asset/invalid', 400, { problems });
}

function duplicateCode(fields: AssetFields): AppError {
  const problem: AssetProblemView = {
    code: 'asset/duplicate-code',
    field: 'code',
    asset: fields.code ?? fields.name,
  };
  return new AppError('asset/invalid', 400, { problems: [problem] });
}

/** Creating, editing (optimistic on `version`) and deleting the assets of a register. */
export function assetService(
  repo: DepreciationRepo,
  changed: (companyId: string) => Promise<void>,
) {
  const existing = async (id: string): Promise<AssetRow> => {
    const row = await repo.byId(id);
    // The guard found it a moment ago; deleted since, it is as unknown as any other id.
    if (!row) throw new AppError('not_found', 404);
    return row;
  };
  const conflict = (current: AssetRow) =>
    new AppError('conflict', 409, {
      currentVersion: current.version,
      current: assetView(current),
    });

  return {
    async list(companyId: string, query: AssetListQuery): Promise<AssetList> {
      const { rows, total } = await repo.page(
        companyId,
        { search: query.search || undefined, assetClass: query.assetClass },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { items: rows.map(assetView), total };
    },

    async create(actor: AssetActor, companyId: string, body: AssetBody): Promise<AssetView> {
      const fields = fieldsOf(body);
      requireValid(fields);
      const created = await repo.create(companyId, fields, actor.id);
      if (created === 'duplicate-code') throw duplicateCode(fields);
      await changed(companyId);
      return assetView(created);
    },

    async update(actor: AssetActor, id: string, body: AssetUpdate): Promise<AssetView> {
      const current = await existing(id);
      if (body.version !== current.version) throw conflict(current);
      const fields = fieldsOf(body);
      requireValid(fields);
      const updated = await repo.update(current, body.version, fields, actor.id);
      if (updated === 'duplicate-code') throw duplicateCode(fields);
      if (updated === 'stale') throw conflict(await existing(id));
      await changed(current.companyId);
      return assetView(updated);
    },

    async remove(id: string, version: number): Promise<void> {
      const current = await existing(id);
      if (version !== current.version || !(await repo.remove(id, version))) {
        throw conflict(await existing(id));
      }
      await changed(current.companyId);
    },
  };
}
