import {
  type Asset,
  type AssetClass,
  type AssetProblemCode,
  type DepreciationMethod,
  validateAsset,
} from '@bus/domain';

/** What the asset form holds while the user types (antd leaves untouched fields undefined). */
export type AssetDraft = {
  code?: string | null;
  name?: string;
  assetClass?: AssetClass;
  entityId?: string | null;
  acquisitionDate?: string | null;
  cost?: number | null;
  residualValue?: number | null;
  usefulLifeYears?: number | null;
  method?: DepreciationMethod;
  disposalDate?: string | null;
};

/** The fields of an asset the form edits (everything but the id). */
export type AssetFields = Omit<Asset, 'id'>;
export type AssetField = keyof AssetFields;

/** A new asset starts as a bus depreciated straight-line with no residual value (the usual case). */
export const NEW_ASSET_DRAFT: AssetDraft = {
  assetClass: 'bus',
  method: 'straight_line',
  residualValue: 0,
};

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A missing number is NaN, so validateAsset reports it as not an amount / not a useful life. */
function number(value: number | null | undefined): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** The asset a draft describes, as validateAsset and the API read it (texts trimmed). */
export function assetFields(draft: AssetDraft): AssetFields {
  return {
    code: text(draft.code),
    name: draft.name?.trim() ?? '',
    assetClass: draft.assetClass ?? 'bus',
    entityId: text(draft.entityId),
    acquisitionDate: draft.acquisitionDate ?? '',
    cost: number(draft.cost),
    residualValue: number(draft.residualValue),
    usefulLifeYears: number(draft.usefulLifeYears),
    method: draft.method ?? 'straight_line',
    disposalDate: text(draft.disposalDate),
  };
}

/** The form's starting values for an existing asset. */
export function draftOf(asset: AssetFields): AssetDraft {
  return {
    code: asset.code,
    name: asset.name,
    assetClass: asset.assetClass,
    entityId: asset.entityId,
    acquisitionDate: asset.acquisitionDate,
    cost: asset.cost,
    residualValue: asset.residualValue,
    usefulLifeYears: asset.usefulLifeYears,
    method: asset.method,
    disposalDate: asset.disposalDate,
  };
}

/**
 * The first problem of each field under the domain's own rule (validateAsset: useful life 0,
 * residual value above cost, disposal before acquisition, negative amounts …), so the form refuses
 * exactly what the server would.
 */
export function fieldProblems(draft: AssetDraft): Partial<Record<AssetField, AssetProblemCode>> {
  const out: Partial<Record<AssetField, AssetProblemCode>> = {};
  for (const problem of validateAsset(assetFields(draft))) {
    const field = problem.field as AssetField;
    out[field] ??= problem.code;
  }
  return out;
}

/** The asset of a valid draft; null while any field has a problem. */
export function validAsset(draft: AssetDraft): AssetFields | null {
  const fields = assetFields(draft);
  return validateAsset(fields).length === 0 ? fields : null;
}
