import type { Account, AccountUpdate, StatementDetail } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { statementQueryOptions } from '../api/get-statement';
import { useUpdateAccount } from '../api/update-account';
import { amountInputText, parseAmountInput } from '../lib/amount-input';

export type AccountDraft = { name: string; current: string; previous: string; isVerified: boolean };
export type DraftErrors = Partial<Record<'name' | 'current' | 'previous', string>>;
type Edit = Omit<AccountUpdate, 'version'>;
/** A 409: what is saved now (null when the account was deleted) against the user's edit. */
export type AccountConflict = { mine: Edit; theirs: Account | null; version: number };

/** §5 "Edit account" checks; returns the body or the messages to show beside the inputs. */
export function readDraft(draft: AccountDraft, t: TFunction): Edit | DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = t('financial:accounts.nameRequired');
  else if (name.length > 100) errors.name = t('financial:accounts.nameLength');
  const current = parseAmountInput(draft.current);
  const previous = parseAmountInput(draft.previous);
  if (current === 'invalid') errors.current = t('financial:accounts.currentInvalid');
  if (previous === 'invalid') errors.previous = t('financial:accounts.previousInvalid');
  if (Object.keys(errors).length > 0 || current === 'invalid' || previous === 'invalid') {
    return errors;
  }
  return { name, currentValue: current, previousValue: previous, isVerified: draft.isVerified };
}

function isEdit(value: Edit | DraftErrors): value is Edit {
  return 'currentValue' in value;
}

/** One row at a time in edit mode (§4 "Account rows"), saved with the statement's version. */
export function useAccountEditor(statement: StatementDetail) {
  const { t } = useTranslation(['financial', 'errors']);
  const queryClient = useQueryClient();
  const update = useUpdateAccount();
  const { message } = useFeedback();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<AccountDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [conflict, setConflict] = useState<AccountConflict | null>(null);

  const start = (account: Account) => {
    setEditingId(account.id);
    setErrors({});
    setDraft({
      name: account.name,
      current: amountInputText(account.currentValue),
      previous: amountInputText(account.previousValue),
      isVerified: account.isVerified,
    });
  };

  const cancel = () => {
    setEditingId(null);
    setDraft(null);
    setErrors({});
    setConflict(null);
  };

  const send = (accountId: string, edit: Edit, version: number) =>
    update.mutate(
      { statementId: statement.id, accountId, body: { ...edit, version } },
      {
        onSuccess: () => {
          message.success(t('financial:accounts.saved'));
          cancel();
        },
        onError: async (error) => {
          if (!(error instanceof ApiError && error.status === 409)) {
            message.error(`${t('financial:accounts.updateFailed')}: ${errorMessage(error, t)}`);
            return;
          }
          try {
            const latest = await queryClient.fetchQuery({
              ...statementQueryOptions(statement.id),
              staleTime: 0,
            });
            const theirs = latest.accounts.find((a) => a.id === accountId) ?? null;
            setConflict({ mine: edit, theirs, version: latest.version });
          } catch (reloadError) {
            message.error(errorMessage(reloadError, t));
          }
        },
      },
    );

  const save = () => {
    if (!editingId || !draft) return;
    const result = readDraft(draft, t);
    if (!isEdit(result)) {
      setErrors(result);
      return;
    }
    setErrors({});
    send(editingId, result, statement.version);
  };

  /** Keep my edit: save it again on top of the version just read. */
  const keepMine = () => {
    if (!editingId || !conflict) return;
    const { mine, version } = conflict;
    setConflict(null);
    send(editingId, mine, version);
  };

  return {
    editingId,
    draft,
    errors,
    conflict,
    saving: update.isPending,
    start,
    cancel,
    save,
    keepMine,
    /** Take theirs: drop my edit; the table already shows the reloaded values. */
    takeTheirs: cancel,
    change: (patch: Partial<AccountDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d)),
  };
}
