import { calculateInvestmentCompensation, INVESTMENT_FIELDS } from '@bus/domain';
import { useTranslation } from 'react-i18next';
import {
  type ConflictChoiceProps,
  type ConflictRow,
  conflictLabels,
  VersionConflictModal,
} from '../../../components/version-conflict-modal';
import { formatKRW } from '../../../lib/format';
import type { SaveConflict } from '../hooks/use-investment-save';
import { RATE_FIELDS, rateText } from '../lib/form';

/** A 409 on save (spec §4, never a silent overwrite): both versions side by side; the user chooses. */
export function ConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: ConflictChoiceProps<SaveConflict>) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const rows = conflict ? conflictRows(conflict, t, lng) : [];
  const stored = conflict?.theirs.stored;
  const labels = conflictLabels(
    t,
    t('conflict.text', {
      version: conflict?.theirs.version ?? '-',
      who: stored?.savedBy.name ?? t('conflict.unknown'),
    }),
  );
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={labels}
      rows={rows}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="ic-conflict"
    />
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function conflictRows(conflict: SaveConflict, t: T, lng: 'ko' | 'en'): ConflictRow[] {
  const theirs = conflict.theirs.stored;
  const mine = conflict.mine;
  const mineResult = calculateInvestmentCompensation(mine.inputs, {
    equityPolicy: mine.equityPolicy,
  }).result;
  const show = (field: string, value: number | undefined) => {
    if (value === undefined) return '-';
    return (RATE_FIELDS as readonly string[]).includes(field)
      ? rateText(value)
      : formatKRW(value, 'won', lng);
  };
  return [
    {
      key: 'result',
      figure: t('conflict.result'),
      theirs: theirs ? formatKRW(theirs.investmentCompensation, 'won', lng) : '-',
      mine: mineResult ? formatKRW(mineResult.investmentCompensation, 'won', lng) : '-',
    },
    {
      key: 'policy',
      figure: t('policy.label'),
      theirs: theirs ? t(`policy.${theirs.equityPolicy}`) : '-',
      mine: t(`policy.${mine.equityPolicy}`),
    },
    ...INVESTMENT_FIELDS.map((field) => ({
      key: field,
      figure: t(`fields.${field}`),
      theirs: show(field, theirs?.inputs[field]),
      mine: show(field, mine.inputs[field]),
    })),
  ];
}
