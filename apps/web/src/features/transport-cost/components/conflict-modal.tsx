import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type ConflictChoiceProps,
  type ConflictRow,
  conflictLabels,
  VersionConflictModal,
} from '../../../components/version-conflict-modal';
import { formatKRW } from '../../../lib/format';
import type { SaveConflict } from '../hooks/use-autosave';
import { screenFigures } from '../lib/working-copy';

const FIELDS = [
  'transportationCost',
  'administrationCost',
  'nonOperatingExpense',
  'nonOperatingIncome',
  'appropriateCost',
  'totalCost',
] as const;

/** A 409 on save (spec §4, never a silent overwrite): both versions' figures; the user chooses. */
export function ConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: ConflictChoiceProps<SaveConflict>) {
  const { t, i18n } = useTranslation('transportCost');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const document = conflict?.theirs.document;
  const labels = conflictLabels(
    t,
    t('conflict.text', {
      version: document?.version ?? '-',
      who: document?.updatedBy?.name ?? t('conflict.unknown'),
    }),
  );
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={labels}
      rows={conflict ? conflictRows(conflict, t, lng) : []}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="tc-conflict"
    />
  );
}

function conflictRows(conflict: SaveConflict, t: TFunction, lng: 'ko' | 'en'): ConflictRow[] {
  const won = (value: number) => formatKRW(value, 'won', lng);
  // Their figures are the server's own; ours are the same lines with our decisions applied.
  const theirsShown = { ...conflict.theirs.summary, totalCost: conflict.theirs.totalCost };
  const mine = screenFigures(conflict.theirs, conflict.mine);
  return [
    ...FIELDS.map((field) => ({
      key: field,
      figure: t(`summary.${field}`),
      theirs: won(theirsShown[field]),
      mine: won(mine[field]),
    })),
    {
      key: 'decisions',
      figure: t('conflict.decisions'),
      theirs: String(
        conflict.theirs.classifications.filter((line) => line.adjustment).length +
          conflict.theirs.unmatchedAdjustments.length,
      ),
      mine: String(conflict.mine.length),
    },
  ];
}
