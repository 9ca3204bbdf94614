import { EntityImportProblem, EntityProblemView, type EntitySetView } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { isRefusal } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { useCopyEntities } from '../api/copy-entities';
import { useEntitySet } from '../api/get-entities';
import { useImportEntities } from '../api/import-entities';
import { costAllocationKeys } from '../api/keys';
import { entityConflict, useSaveEntities } from '../api/save-entities';
import {
  checkDraft,
  draftOf,
  type EntityDraft,
  nextCustomKey,
  saveBody,
} from '../lib/entity-draft';
import { addDriver, addRow } from '../lib/entity-edits';
import { AddDriverModal } from './add-driver-modal';
import { type EntityConflict, EntityConflictModal } from './entity-conflict-modal';
import { DraftProblems, ImportProblems, ServerEntityProblems } from './entity-problems';
import { EntityTable } from './entity-table';
import { EntityToolbar } from './entity-toolbar';

const ServerProblems = z.array(EntityProblemView);
const ImportProblemList = z.array(EntityImportProblem);

/** The problems a refused save or import listed, by kind; null when it was another failure. */
function problemsOf(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  const raw = error.problem.params?.problems;
  if (error.code === 'entity/invalid') {
    const parsed = ServerProblems.safeParse(raw);
    return parsed.success ? { kind: 'entity' as const, problems: parsed.data } : null;
  }
  if (error.code === 'entity/import-invalid') {
    const parsed = ImportProblemList.safeParse(raw);
    return parsed.success ? { kind: 'import' as const, problems: parsed.data } : null;
  }
  return null;
}

type Props = { companyId: string; period: string; canEdit: boolean };

/**
 * The service entities of a company's period (issue 15 §1): edited as a table and saved as one
 * document with optimistic locking (a 409 shows both versions), copied forward from the previous
 * period, imported from xlsx/csv (the file replaces the set) and exported.
 */
export function EntitiesPanel({ companyId, period, canEdit }: Props) {
  const { t, i18n } = useTranslation(['costAllocation', 'errors']);
  const lng = i18n.resolvedLanguage ?? 'ko';
  const { message } = useFeedback();
  const onRefused = useRefusalNotice();
  const queryClient = useQueryClient();
  const query = useEntitySet(companyId, period);
  const save = useSaveEntities(companyId, period);
  const copy = useCopyEntities(companyId, period);
  const importFile = useImportEntities(companyId, period);
  const view = query.data;
  const stored = useMemo(() => (view ? draftOf(view) : null), [view]);
  /** The unsaved table (null: the stored set is shown) and the version it started from. */
  const [editing, setEditing] = useState<{ draft: EntityDraft; version: number } | null>(null);
  const [conflict, setConflict] = useState<EntityConflict | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [addingDriver, setAddingDriver] = useState(false);
  const draft = editing?.draft ?? stored;
  const check = useMemo(() => (draft ? checkDraft(draft) : null), [draft]);

  if (query.isPending) return <Spin className="costing-spinner" />;
  if (query.isError || !view || !draft || !check)
    return (
      <QueryError
        title={t('errors.entities')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );

  const change = (next: EntityDraft) => {
    setFailure(null);
    setEditing({ draft: next, version: editing?.version ?? view.version });
  };

  /** After a refused write (403/404) the stored set comes back; a 409 opens the comparison. */
  const onWriteError = (error: unknown, mine: EntityDraft | null) => {
    const current = entityConflict(error);
    if (current && mine) {
      setConflict({ theirs: current, mine });
      return;
    }
    if (isRefusal(error)) {
      setEditing(null);
      onRefused(error);
      return;
    }
    setFailure(error);
  };
  const onWritten = (saved: EntitySetView, text: string) => {
    setEditing(null);
    setConflict(null);
    setFailure(null);
    message.success(text);
    return saved;
  };

  const saveDraft = (mine: EntityDraft, version: number) =>
    save.mutate(saveBody(mine, version), {
      onSuccess: (saved) => onWritten(saved, t('entities.saved')),
      onError: (error) => onWriteError(error, mine),
    });

  const problems = problemsOf(failure);
  const dirty = editing !== null;

  return (
    <div className="al-stack">
      <EntityToolbar
        companyId={companyId}
        period={period}
        view={view}
        canEdit={canEdit}
        dirty={dirty}
        valid={check.valid}
        saving={save.isPending}
        copying={copy.isPending}
        importing={importFile.isPending}
        onAddRow={() => change(addRow(draft))}
        onAddDriver={() => setAddingDriver(true)}
        onSave={() => saveDraft(draft, editing?.version ?? view.version)}
        onDiscard={() => {
          setEditing(null);
          setFailure(null);
        }}
        onCopy={() =>
          copy.mutate(
            { version: view.version },
            {
              onSuccess: (saved) =>
                onWritten(saved, t('entities.copied', { from: view.previousPeriod ?? '' })),
              onError: (error) => onWriteError(error, null),
            },
          )
        }
        onImport={(file) =>
          importFile.mutate(
            { file, version: view.version },
            {
              onSuccess: (saved) =>
                onWritten(saved, t('entities.imported', { count: saved.entities.length })),
              onError: (error) => onWriteError(error, null),
            },
          )
        }
      />
      <Typography.Text type="secondary" className="costing-small" data-testid="al-entities-version">
        {view.version > 0
          ? t('entities.updated', {
              who: view.updatedBy?.name ?? t('conflict.unknown'),
              when: view.updatedAt ? formatDate(view.updatedAt, lng, { time: true }) : '-',
              version: view.version,
            })
          : t('entities.neverSaved')}
        {dirty ? ` · ${t('entities.unsaved')}` : ''}
      </Typography.Text>
      {problems?.kind === 'entity' ? <ServerEntityProblems problems={problems.problems} /> : null}
      {problems?.kind === 'import' ? <ImportProblems problems={problems.problems} /> : null}
      {failure && !problems ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('errors.save')}
          description={errorMessage(failure, t)}
        />
      ) : null}
      {canEdit ? <DraftProblems draft={draft} check={check} /> : null}
      <EntityTable draft={draft} check={check} readOnly={!canEdit} onChange={change} />
      <AddDriverModal
        open={addingDriver}
        existing={draft.customDrivers}
        suggestedKey={nextCustomKey(draft.customDrivers)}
        onCancel={() => setAddingDriver(false)}
        onAdd={(driver) => {
          change(addDriver(draft, driver));
          setAddingDriver(false);
        }}
      />
      <EntityConflictModal
        conflict={conflict}
        onKeepMine={() => {
          if (conflict) saveDraft(conflict.mine, conflict.theirs.version);
        }}
        onTakeTheirs={() => {
          if (conflict) {
            queryClient.setQueryData(
              costAllocationKeys.entities(companyId, period),
              conflict.theirs,
            );
          }
          setConflict(null);
          setEditing(null);
        }}
      />
    </div>
  );
}
