import type { Profile } from '@bus/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type ConflictChoiceProps,
  type ConflictRow,
  conflictLabels,
  VersionConflictModal,
} from '../../../components/version-conflict-modal';
import { formatDate } from '../../../lib/format';
import type { SaveConflict } from '../hooks/use-versioned-save';
import { EDITED_FIELDS, type ProfileValues, valuesOf } from '../lib/profile-values';

const FIELD_LABELS: Record<(typeof EDITED_FIELDS)[number], string> = {
  name: 'info.fields.name',
  phoneNumber: 'info.fields.phone',
  department: 'info.fields.department',
  bio: 'info.fields.bio',
  preferredLanguage: 'info.fields.language',
  timezone: 'info.fields.timezone',
};

function shown(field: keyof ProfileValues, value: string, t: TFunction): string {
  if (!value.trim()) return t('empty');
  return field === 'preferredLanguage' ? t(`common:language.names.${value}`) : value;
}

/** The fields that differ between the stored profile and the user's edit (all when none do). */
export function profileConflictRows(
  conflict: SaveConflict<ProfileValues, Profile>,
  t: TFunction,
): ConflictRow[] {
  const theirs = valuesOf(conflict.theirs);
  const rows = EDITED_FIELDS.map((field) => ({
    key: field,
    figure: t(FIELD_LABELS[field]),
    theirs: shown(field, theirs[field], t),
    mine: shown(field, conflict.mine[field], t),
  }));
  const differing = rows.filter((row) => row.theirs !== row.mine);
  return differing.length > 0 ? differing : rows;
}

/** A 409 on the profile: both versions of each changed field; the user keeps one. */
export function ProfileConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: ConflictChoiceProps<SaveConflict<ProfileValues, Profile>>) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const time = conflict
    ? formatDate(conflict.theirs.updatedAt, i18n.resolvedLanguage ?? 'ko', { time: true })
    : '';
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={conflictLabels(t, t('conflict.text', { time }))}
      rows={conflict ? profileConflictRows(conflict, t) : []}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="profile-conflict"
    />
  );
}
