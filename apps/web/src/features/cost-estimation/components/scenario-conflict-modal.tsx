import { ESTIMATION_ITEMS, type EstimationScenario } from '@bus/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type ConflictChoiceProps,
  type ConflictRow,
  conflictLabels,
  VersionConflictModal,
} from '../../../components/version-conflict-modal';
import { formatDate, formatPercent } from '../../../lib/format';
import type { ScenarioDraft } from '../lib/scenario-drafts';

/** A 409 on saving a scenario: the stored one and the edited draft. */
export type ScenarioConflict = { key: string; theirs: EstimationScenario; mine: ScenarioDraft };

const rate = (value: number | null) => (value === null ? '-' : formatPercent(value));

function rows({ theirs, mine }: ScenarioConflict, t: TFunction): ConflictRow[] {
  return [
    { key: 'name', figure: t('scenario.name'), theirs: theirs.name, mine: mine.name },
    ...ESTIMATION_ITEMS.map((item) => ({
      key: item,
      figure: t(`items.${item}`),
      theirs: rate(theirs.rates[item]),
      mine: rate(mine.rates[item]),
    })),
    {
      key: 'unmapped',
      figure: t('items.unmapped'),
      theirs: rate(theirs.unmappedRate),
      mine: rate(mine.unmappedRate),
    },
    {
      key: 'overrides',
      figure: t('conflict.overrides'),
      theirs: String(theirs.itemOverrides.length),
      mine: String(mine.itemOverrides.length),
    },
  ];
}

/** Someone saved the scenario since it was read: both versions' rates; the user keeps one. */
export function ScenarioConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: ConflictChoiceProps<ScenarioConflict>) {
  const { t, i18n } = useTranslation('costEstimation');
  const theirs = conflict?.theirs;
  const labels = conflictLabels(
    t,
    t('conflict.text', {
      version: theirs?.version ?? '-',
      who: theirs?.updatedBy?.name ?? t('conflict.unknown'),
      when: theirs?.updatedAt
        ? formatDate(theirs.updatedAt, i18n.resolvedLanguage ?? 'ko', { time: true })
        : '-',
    }),
  );
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={labels}
      rows={conflict ? rows(conflict, t) : []}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="ce-conflict"
    />
  );
}
