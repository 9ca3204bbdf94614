import type { CostAdjustmentInput, TransportCostView } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { isRefusal } from '../../../lib/data-access';
import { isTransient, withRetry } from '../../../lib/retry';
import { transportCostKeys } from '../api/keys';
import { conflictCurrent, getTransportCost, saveAdjustments } from '../api/transport-cost';
import { backupKey, readBackup, writeBackup } from '../lib/backup';
import { sameAdjustments, storedAdjustments } from '../lib/working-copy';

/** Spec §9 "Autosave delay (cost pages)": 3 s after the last change. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** Spec §4/§9 "Reconnect autosave": 1 s after coming online. */
export const RECONNECT_SAVE_DELAY_MS = 1_000;
/** Spec §9 "Sync queue": a failed save is tried again every 30 s. */
export const RETRY_INTERVAL_MS = 30_000;

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export type SaveConflict = {
  /** The server's document (someone else saved since our version). */
  theirs: TransportCostView;
  /** Our unsaved decisions. */
  mine: CostAdjustmentInput[];
};

export type Autosave = {
  adjustments: CostAdjustmentInput[];
  status: AutosaveStatus;
  dirty: boolean;
  online: boolean;
  lastSavedAt: string | null;
  error: unknown;
  conflict: SaveConflict | null;
  /** True when unsaved decisions were restored from the local backup. */
  restored: boolean;
  change: (next: CostAdjustmentInput[]) => void;
  saveNow: () => void;
  keepMine: () => void;
  takeTheirs: () => void;
};

type Target = { userId: string; companyId: string; fiscalYear: number };

export type AutosaveOptions = {
  /** The user may only read this company (issue 14 §8): no backup is restored or saved. */
  readOnly?: boolean;
  /** Called once per refused save (403/404), after the working copy was rolled back. */
  onRefused?: (error: ApiError) => void;
};

/**
 * The working copy of the decisions with autosave (spec §4): every change is written to the
 * local backup at once and saved 3 s later (retries: 3 attempts, 1 s doubling, at most 5 s);
 * offline the save waits for the 'online' event; a 409 keeps both versions for the user to
 * choose. The backup outlives a reload and is restored when its base version is still current.
 * A refusal (403, 404: issue 14 §8) is final: the change and its backup are dropped, the server's
 * decisions come back, and `onRefused` says so once — never retried like a network failure.
 */
export function useAutosave(
  target: Target | null,
  view: TransportCostView | undefined,
  options: AutosaveOptions = {},
): Autosave {
  const queryClient = useQueryClient();
  const [adjustments, setAdjustments] = useState<CostAdjustmentInput[]>([]);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [dirty, setDirty] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [restored, setRestored] = useState(false);

  // Refs for the save path, which runs from timers and events.
  const live = useRef({ adjustments, dirty, baseVersion: 0, saving: false, conflict });
  live.current.adjustments = adjustments;
  live.current.dirty = dirty;
  live.current.conflict = conflict;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedFor = useRef<string | null>(null);
  const key = target ? backupKey(target.userId, target.companyId, target.fiscalYear) : null;
  const targetRef = useRef(target);
  targetRef.current = target;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const backup = useCallback(
    (list: CostAdjustmentInput[]) => {
      if (key)
        writeBackup(key, {
          baseVersion: live.current.baseVersion,
          adjustments: list,
          changedAt: new Date().toISOString(),
        });
    },
    [key],
  );

  /** Rolls the working copy back to the server's decisions and forgets the local backup. */
  const rollBack = useCallback(
    (current: Target, refusal: ApiError) => {
      clearTimeout(timer.current);
      writeBackup(backupKey(current.userId, current.companyId, current.fiscalYear), null);
      const viewKey = transportCostKeys.view(current.companyId, current.fiscalYear);
      const server = queryClient.getQueryData<TransportCostView>(viewKey);
      const restoredList = server ? storedAdjustments(server) : [];
      if (server) live.current.baseVersion = server.document.version;
      live.current.adjustments = restoredList;
      live.current.dirty = false;
      setAdjustments(restoredList);
      setDirty(false);
      setRestored(false);
      setError(null);
      setStatus('idle');
      // The server may have changed meanwhile (or the company gone): read it again.
      void queryClient.invalidateQueries({ queryKey: viewKey });
      optionsRef.current.onRefused?.(refusal);
    },
    [queryClient],
  );

  /** `background`: sent by the retry timer, not by an edit, so not activity (ADR 0007). */
  const save = useCallback(
    async (background?: boolean) => {
      const current = targetRef.current;
      clearTimeout(timer.current);
      if (!current || !live.current.dirty || live.current.saving || live.current.conflict) return;
      if (!navigator.onLine) {
        // Kept in the backup; the 'online' event saves it.
        setStatus('pending');
        return;
      }
      const snapshot = live.current.adjustments;
      live.current.saving = true;
      setStatus('saving');
      setError(null);
      try {
        const saved = await withRetry(() =>
          saveAdjustments(
            current.companyId,
            current.fiscalYear,
            { version: live.current.baseVersion, adjustments: snapshot },
            { background },
          ),
        );
        if (targetRef.current !== current) return;
        live.current.baseVersion = saved.document.version;
        queryClient.setQueryData(
          transportCostKeys.view(current.companyId, current.fiscalYear),
          saved,
        );
        setLastSavedAt(saved.document.updatedAt ?? new Date().toISOString());
        if (live.current.adjustments === snapshot) {
          live.current.dirty = false;
          setDirty(false);
          setStatus('saved');
          if (key) writeBackup(key, null);
        } else {
          // Changed while saving: back up on the new version and save again.
          backup(live.current.adjustments);
          setStatus('pending');
          timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
        }
      } catch (failure) {
        if (targetRef.current !== current) return;
        if (isRefusal(failure)) {
          rollBack(current, failure);
          return;
        }
        const theirs = conflictCurrent(failure);
        if (theirs) {
          setConflict({ theirs, mine: snapshot });
          setStatus('failed');
        } else if (failure instanceof ApiError && failure.status === 409) {
          // A conflict without the server's copy: reload it to show both versions.
          try {
            const fresh = await getTransportCost(current.companyId, current.fiscalYear);
            setConflict({ theirs: fresh, mine: snapshot });
          } catch (reloadFailure) {
            setError(reloadFailure);
          }
          setStatus('failed');
        } else {
          setError(failure);
          setStatus(isTransient(failure) && !navigator.onLine ? 'pending' : 'failed');
        }
      } finally {
        live.current.saving = false;
      }
    },
    [backup, key, queryClient, rollBack],
  );

  // Load the server copy (or the local backup) once per company and year; later refetches
  // replace the working copy only while nothing is unsaved.
  useEffect(() => {
    if (!view || !key) return;
    const first = loadedFor.current !== key;
    if (first) {
      loadedFor.current = key;
      clearTimeout(timer.current);
      setConflict(null);
      setError(null);
      setLastSavedAt(view.document.updatedAt);
      // A reader's backup (written before its role was lowered, or by an older version of this
      // screen) would be refused again: the server's decisions are the ones to show.
      const stored = optionsRef.current.readOnly ? null : readBackup(key);
      if (optionsRef.current.readOnly) writeBackup(key, null);
      const server = storedAdjustments(view);
      live.current.baseVersion = view.document.version;
      if (stored && !sameAdjustments(stored.adjustments, server)) {
        setAdjustments(stored.adjustments);
        live.current.adjustments = stored.adjustments;
        live.current.dirty = true;
        setDirty(true);
        setRestored(true);
        if (stored.baseVersion === view.document.version) {
          setStatus('pending');
          timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
        } else {
          setConflict({ theirs: view, mine: stored.adjustments });
          setStatus('failed');
        }
        return;
      }
      if (stored) writeBackup(key, null);
      setRestored(false);
      setAdjustments(server);
      setDirty(false);
      setStatus('idle');
      return;
    }
    if (!live.current.dirty && !live.current.saving) {
      live.current.baseVersion = view.document.version;
      setAdjustments(storedAdjustments(view));
    }
  }, [view, key, save]);

  const change = useCallback(
    (next: CostAdjustmentInput[]) => {
      if (optionsRef.current.readOnly) return;
      live.current.adjustments = next;
      live.current.dirty = true;
      setAdjustments(next);
      setDirty(true);
      backup(next);
      if (live.current.conflict) return;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [backup, save],
  );

  const saveNow = useCallback(() => void save(), [save]);

  const keepMine = useCallback(() => {
    if (!conflict) return;
    live.current.baseVersion = conflict.theirs.document.version;
    live.current.adjustments = conflict.mine;
    live.current.dirty = true;
    live.current.conflict = null;
    setAdjustments(conflict.mine);
    setDirty(true);
    setConflict(null);
    backup(conflict.mine);
    void save();
  }, [backup, conflict, save]);

  const takeTheirs = useCallback(() => {
    if (!conflict || !target) return;
    const theirs = conflict.theirs;
    live.current.baseVersion = theirs.document.version;
    live.current.dirty = false;
    live.current.conflict = null;
    const server = storedAdjustments(theirs);
    live.current.adjustments = server;
    setAdjustments(server);
    setDirty(false);
    setConflict(null);
    setStatus('idle');
    setRestored(false);
    if (key) writeBackup(key, null);
    queryClient.setQueryData(transportCostKeys.view(target.companyId, target.fiscalYear), theirs);
  }, [conflict, key, queryClient, target]);

  // Connectivity: offline keeps the backup; back online saves after 1 s.
  useEffect(() => {
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setOnline(true);
      clearTimeout(reconnect);
      reconnect = setTimeout(() => void save(), RECONNECT_SAVE_DELAY_MS);
    };
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(reconnect);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [save]);

  // A failed save is tried again every 30 s while something is unsaved.
  useEffect(() => {
    if (status !== 'failed' || conflict || !isTransient(error)) return;
    const retry = setInterval(() => void save(true), RETRY_INTERVAL_MS);
    return () => clearInterval(retry);
  }, [status, conflict, error, save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    adjustments,
    status,
    dirty,
    online,
    lastSavedAt,
    error,
    conflict,
    restored,
    change,
    saveNow,
    keepMine,
    takeTheirs,
  };
}
