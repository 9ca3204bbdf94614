import type { AssetView } from '@bus/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ConflictRow, VersionConflictModal } from '../../../components/version-conflict-modal';
import { formatDate, formatKRW } from '../../../lib/format';
import type { AssetFields } from '../lib/asset-form';

/** A 409 on an asset: the stored asset and what this screen wanted (null: a delete). */
export type AssetConflict = { current: AssetView; mine: AssetFields | null };

const FIELDS = [
  'code',
  'name',
  'assetClass',
  'entityId',
  'acquisitionDate',
  'cost',
  'residualValue',
  'usefulLifeYears',
  'method',
  'disposalDate',
] as const satisfies readonly (keyof AssetFields)[];

function shown(field: (typeof FIELDS)[number], asset: AssetFields, t: TFunction, lng: 'ko' | 'en') {
  const value = asset[field];
  if (value === null || value === '') return '-';
  if (field === 'cost' || field === 'residualValue') return formatKRW(Number(value), 'won', lng);
  if (field === 'assetClass') return t(`classes.${value}`);
  if (field === 'method') return t(`methods.${value}`);
  if (field === 'usefulLifeYears') return t('register.years', { count: Number(value) });
  return String(value);
}

/**
 * Someone saved the asset after this screen read it (optimistic locking, never a silent
 * overwrite): both versions side by side, and the user chooses. For a delete, "mine" is the
 * deletion: delete anyway or keep the stored asset.
 */
export function AssetConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: AssetConflict | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const current = conflict?.current;
  const deleting = conflict !== null && conflict.mine === null;
  const rows: ConflictRow[] = conflict
    ? FIELDS.map((field) => ({
        key: field,
        figure: t(`register.columns.${field}`),
        theirs: shown(field, conflict.current, t, lng),
        mine: conflict.mine ? shown(field, conflict.mine, t, lng) : t('conflict.deleted'),
      }))
    : [];
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={{
        title: t('conflict.title'),
        text: t(deleting ? 'conflict.deleteText' : 'conflict.text', {
          name: current?.name ?? '',
          who: current?.updatedBy?.name ?? t('conflict.unknown'),
          when: current ? formatDate(current.updatedAt, lng, { time: true }) : '',
        }),
        figure: t('conflict.figure'),
        theirs: t('conflict.theirs'),
        mine: t(deleting ? 'conflict.mineDelete' : 'conflict.mine'),
        keepMine: t(deleting ? 'conflict.deleteAnyway' : 'conflict.keepMine'),
        takeTheirs: t('conflict.takeTheirs'),
      }}
      rows={rows}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="dep-conflict"
    />
  );
}
