import type { EntitySetView } from '@bus/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type ConflictChoiceProps,
  type ConflictRow,
  conflictLabels,
  VersionConflictModal,
} from '../../../components/version-conflict-modal';
import { formatDate, useDisplayTimeZone } from '../../../lib/format';
import { draftOf, driverTotal, type EntityDraft, formatDriver } from '../lib/entity-draft';

/** The stored set that won the race and this screen's unsaved table. */
export type EntityConflict = { theirs: EntitySetView; mine: EntityDraft };

/** Names listed per side; more are counted. */
const NAMES_SHOWN = 6;

function names(draft: EntityDraft, t: TFunction): string {
  const all = draft.rows.map((row) => row.name.trim() || '-');
  const more = all.length - NAMES_SHOWN;
  return (
    all.slice(0, NAMES_SHOWN).join(', ') +
    (more > 0 ? ` ${t('conflict.more', { count: more })}` : '')
  );
}

function conflictRows({ theirs, mine }: EntityConflict, t: TFunction): ConflictRow[] {
  const stored = draftOf(theirs);
  const total = (draft: EntityDraft, driver: string) => formatDriver(driverTotal(draft, driver));
  return [
    {
      key: 'count',
      figure: t('conflict.entities'),
      theirs: String(stored.rows.length),
      mine: String(mine.rows.length),
    },
    ...(['distance_km', 'vehicles_operated', 'vehicles_owned'] as const).map((driver) => ({
      key: driver,
      figure: t('conflict.driverTotal', { driver: t(`drivers.${driver}`) }),
      theirs: total(stored, driver),
      mine: total(mine, driver),
    })),
    {
      key: 'custom',
      figure: t('conflict.customDrivers'),
      theirs: stored.customDrivers.map((driver) => driver.name).join(', ') || '-',
      mine: mine.customDrivers.map((driver) => driver.name).join(', ') || '-',
    },
    { key: 'names', figure: t('conflict.names'), theirs: names(stored, t), mine: names(mine, t) },
  ];
}

/**
 * A 409 on saving the entities (optimistic locking, never a silent overwrite): the stored set and
 * the unsaved table side by side; the user keeps one of them.
 */
export function EntityConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: ConflictChoiceProps<EntityConflict>) {
  const { t, i18n } = useTranslation('costAllocation');
  useDisplayTimeZone();
  const theirs = conflict?.theirs;
  const when = theirs?.updatedAt
    ? formatDate(theirs.updatedAt, i18n.resolvedLanguage ?? 'ko', { time: true })
    : '-';
  const labels = conflictLabels(
    t,
    t('conflict.text', {
      version: theirs?.version ?? '-',
      who: theirs?.updatedBy?.name ?? t('conflict.unknown'),
      when,
    }),
  );
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={labels}
      rows={conflict ? conflictRows(conflict, t) : []}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="al-conflict"
    />
  );
}
