import type { EstimationScenarioList } from '@bus/domain';
import { Card, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { isRefusal } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { useDeleteScenario } from '../api/delete-scenario';
import { scenarioConflict, useSaveScenario } from '../api/save-scenario';
import type { ScenarioDrafts } from '../hooks/use-scenario-drafts';
import {
  copyDraft,
  draftValid,
  freeName,
  type ScenarioDraft,
  scenarioInput,
} from '../lib/scenario-drafts';
import { type ScenarioConflict, ScenarioConflictModal } from './scenario-conflict-modal';
import { ScenarioEditor } from './scenario-editor';

type Props = {
  companyId: string;
  period: string;
  list: EstimationScenarioList;
  drafts: ScenarioDrafts;
  canEdit: boolean;
};

/**
 * The named rate sets of the period (issue 15 §3 "named scenarios … compared side by side"): one
 * tab each, marked when unsaved or compared; the open one is edited below and saved with its
 * version (a 409 shows both versions), copied into a new one or deleted.
 */
export function ScenariosCard({ companyId, period, list, drafts, canEdit }: Props) {
  const { t } = useTranslation(['costEstimation', 'errors']);
  const { message } = useFeedback();
  const onRefused = useRefusalNotice();
  const saveScenario = useSaveScenario(companyId, period);
  const deleteScenario = useDeleteScenario(companyId, period);
  const [conflict, setConflict] = useState<ScenarioConflict | null>(null);
  const [nameTaken, setNameTaken] = useState<{ key: string; name: string } | null>(null);
  const active = drafts.active;

  const save = (draft: ScenarioDraft, version = draft.version) => {
    if (!draftValid(draft)) return;
    const input = scenarioInput(draft);
    saveScenario.mutate(
      draft.id
        ? { kind: 'update', id: draft.id, body: { ...input, version } }
        : { kind: 'create', body: { ...input, period } },
      {
        onSuccess: (saved) => {
          drafts.saved(draft.key, saved);
          setConflict(null);
          setNameTaken(null);
          message.success(t('scenario.saved', { name: saved.name }));
        },
        onError: (error) => {
          const current = scenarioConflict(error);
          if (current) setConflict({ key: draft.key, theirs: current, mine: draft });
          else if (error instanceof ApiError && error.code === 'estimation/name-taken') {
            setConflict(null);
            setNameTaken({ key: draft.key, name: input.name });
          } else if (isRefusal(error)) onRefused(error);
          else message.error(`${t('errors.save')} ${errorMessage(error, t)}`);
        },
      },
    );
  };

  const remove = (draft: ScenarioDraft) => {
    if (!draft.id) {
      drafts.remove(draft.key);
      return;
    }
    deleteScenario.mutate(draft.id, {
      onSuccess: () => {
        drafts.remove(draft.key);
        message.success(t('scenario.deleted', { name: draft.name }));
      },
      onError: (error) => {
        if (isRefusal(error) && error.status === 403) onRefused(error);
        else message.error(`${t('errors.delete')} ${errorMessage(error, t)}`);
      },
    });
  };

  const tabLabel = (draft: ScenarioDraft) => (
    <span className="ce-tab-label">
      {draft.name.trim() || t('scenario.unnamed')}
      {draft.dirty ? <Tag color="orange">{t('scenario.unsaved')}</Tag> : null}
      {draft.compared ? <Tag color="blue">{t('scenario.comparedTag')}</Tag> : null}
    </span>
  );

  return (
    <Card className="costing-block" size="small" title={t('scenario.title')}>
      <Tabs
        activeKey={active?.key}
        onChange={drafts.open}
        items={drafts.drafts.map((draft) => ({ key: draft.key, label: tabLabel(draft) }))}
      />
      {active ? (
        <ScenarioEditor
          key={active.key}
          draft={active}
          defaults={list.defaults}
          canEdit={canEdit}
          canCompareMore={drafts.canCompareMore}
          canRemove={drafts.drafts.length > 1 || active.id !== null}
          saving={saveScenario.isPending}
          nameProblem={
            nameTaken?.key === active.key && nameTaken.name === active.name.trim()
              ? t('errors:codes.estimation/name-taken', { name: nameTaken.name })
              : active.name.trim() === ''
                ? t('scenario.nameRequired')
                : null
          }
          onEdit={(change) => drafts.edit(active.key, change)}
          onCompared={(compared) => drafts.setCompared(active.key, compared)}
          onSave={() => save(active)}
          onCopy={() =>
            drafts.add(
              copyDraft(
                active,
                freeName(drafts.drafts, (n) => t('scenario.defaultName', { n })),
                drafts.canCompareMore,
              ),
            )
          }
          onRemove={() => remove(active)}
        />
      ) : null}
      <ScenarioConflictModal
        conflict={conflict}
        onKeepMine={() => {
          if (conflict) save(conflict.mine, conflict.theirs.version);
        }}
        onTakeTheirs={() => {
          if (conflict) drafts.saved(conflict.key, conflict.theirs);
          setConflict(null);
        }}
      />
    </Card>
  );
}
