import type { AssetView } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useCreateAsset } from '../api/create-asset';
import { useDeleteAsset } from '../api/delete-asset';
import { depreciationKeys } from '../api/keys';
import { conflictCurrent, useUpdateAsset } from '../api/update-asset';
import type { AssetConflict } from '../components/asset-conflict-modal';
import { assetErrorMessage } from '../lib/asset-error';
import type { AssetFields } from '../lib/asset-form';

/** The form: closed, adding, or editing a stored asset (whose version the save is based on). */
type Editing = { asset: AssetView | null } | null;

/**
 * Adding, editing and deleting assets of the signed-in register, with optimistic locking: a save
 * or delete based on an old version meets the conflict dialog, and nothing is overwritten
 * silently.
 */
export function useRegisterEditing(companyId: string) {
  const { t } = useTranslation(['depreciation', 'errors']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const create = useCreateAsset(companyId);
  const update = useUpdateAsset(companyId);
  const remove = useDeleteAsset(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<AssetConflict | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const open = (asset: AssetView | null) => {
    setFormError(null);
    setEditing({ asset });
  };
  const close = () => {
    setEditing(null);
    setFormError(null);
  };
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: depreciationKeys.company(companyId) });

  const saveUpdate = (id: string, fields: AssetFields, version: number) =>
    update.mutate(
      { id, body: { ...fields, version } },
      {
        onSuccess: () => {
          message.success(t('register.updated'));
          close();
        },
        onError: (error) => {
          const current = conflictCurrent(error);
          if (current) setConflict({ current, mine: fields });
          else setFormError(assetErrorMessage(error, t));
        },
      },
    );

  const submit = (fields: AssetFields) => {
    setFormError(null);
    const stored = editing?.asset;
    if (stored) {
      saveUpdate(stored.id, fields, stored.version);
      return;
    }
    create.mutate(fields, {
      onSuccess: () => {
        message.success(t('register.added'));
        close();
      },
      onError: (error) => setFormError(assetErrorMessage(error, t)),
    });
  };

  const deleteAsset = (asset: AssetView, version = asset.version) => {
    setDeletingId(asset.id);
    remove.mutate(
      { id: asset.id, version },
      {
        onSuccess: () => message.success(t('register.deleted', { name: asset.name })),
        onError: (error) => {
          const current = conflictCurrent(error);
          if (current) setConflict({ current, mine: null });
          else message.error(errorMessage(error, t));
        },
        onSettled: () => setDeletingId(null),
      },
    );
  };

  const keepMine = () => {
    if (!conflict) return;
    setConflict(null);
    if (conflict.mine) saveUpdate(conflict.current.id, conflict.mine, conflict.current.version);
    else deleteAsset(conflict.current, conflict.current.version);
  };
  const takeTheirs = () => {
    setConflict(null);
    close();
    void refresh();
  };

  return {
    editing,
    formError,
    saving: create.isPending || update.isPending,
    deletingId,
    conflict,
    open,
    close,
    submit,
    deleteAsset: (asset: AssetView) => deleteAsset(asset),
    keepMine,
    takeTheirs,
  };
}
