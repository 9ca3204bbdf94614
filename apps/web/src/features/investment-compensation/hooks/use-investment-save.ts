import type { InvestmentSave, InvestmentView, ValidationMessage } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { isRefusal } from '../../../lib/data-access';
import { isTransient, withRetry } from '../../../lib/retry';
import { conflictCurrent, getInvestment, putInvestment, saveRefusal } from '../api/investment';
import { investmentKeys } from '../api/keys';
import { clearPending, pendingKey, readPending, writePending } from '../lib/pending-save';
import type { Target } from './use-investment-form';

/** Spec §9 "Investment save retries": 2 attempts, 1 s apart (withRetry's first delay is 1 s). */
export const SAVE_ATTEMPTS = 2;
/** Spec §4/§9 "Sync queue": a kept save is sent again every 30 s (and on reconnect). */
export const RESEND_INTERVAL_MS = 30_000;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'pending' | 'failed';
export type SaveConflict = { theirs: InvestmentView; mine: InvestmentSave };

export type SaveEvents = {
  /** Asks "continue saving?" for the CONFIRM_BEFORE_SAVE warnings. */
  confirm: (warnings: ValidationMessage[]) => Promise<boolean>;
  onSaved: (view: InvestmentView) => void;
  /** Kept in this browser after a network or server failure. */
  onKept: () => void;
  /** The server refused the inputs (400 with errors). */
  onRefused: (errors: ValidationMessage[]) => void;
  onError: (error: unknown) => void;
  /**
   * The server refused the save for good (403/404, issue 14 §8): it was dropped, kept copy
   * included; the screen goes back to the server's figures and says so once.
   */
  onDenied: (error: ApiError) => void;
  /** The user chose the server's version in the conflict dialog. */
  onTakeTheirs: (view: InvestmentView) => void;
};

export type InvestmentSaver = {
  status: SaveStatus;
  conflict: SaveConflict | null;
  save: (body: InvestmentSave) => Promise<void>;
  keepMine: () => void;
  takeTheirs: () => void;
};

/**
 * Spec §4 "Save outcome": success updates the view; a network or 5xx failure (after 2 attempts)
 * keeps the save in this browser for an hour and sends it again on reconnect and every 30 s; a
 * 409 shows both versions; a 400 asking for confirmation asks and sends again confirmed.
 */
export function useInvestmentSave(target: Target | null, events: SaveEvents): InvestmentSaver {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const targetRef = useRef(target);
  targetRef.current = target;
  const busy = useRef(false);
  const key = target ? pendingKey(target.userId, target.companyId, target.fiscalYear) : null;

  const showConflict = useCallback(async (error: unknown, mine: InvestmentSave, t: Target) => {
    const theirs = conflictCurrent(error) ?? (await getInvestment(t.companyId, t.fiscalYear));
    setConflict({ theirs, mine });
    setStatus('failed');
  }, []);

  const handleFailure = useCallback(
    async (failure: unknown, body: InvestmentSave, t: Target, fromQueue: boolean) => {
      const refusal = saveRefusal(failure);
      if (isRefusal(failure)) {
        clearPending(pendingKey(t.userId, t.companyId, t.fiscalYear));
        setStatus('idle');
        eventsRef.current.onDenied(failure);
      } else if (failure instanceof ApiError && failure.status === 409) {
        await showConflict(failure, body, t);
      } else if (refusal && refusal.confirm.length > 0 && !body.confirmed) {
        setStatus('idle');
        return (await eventsRef.current.confirm(refusal.confirm)) ? 'confirmed' : 'done';
      } else if (refusal && refusal.errors.length > 0) {
        clearPending(pendingKey(t.userId, t.companyId, t.fiscalYear));
        setStatus('failed');
        eventsRef.current.onRefused(refusal.errors);
      } else if (isTransient(failure)) {
        if (!fromQueue) writePending(pendingKey(t.userId, t.companyId, t.fiscalYear), body);
        setStatus('pending');
        if (!fromQueue) eventsRef.current.onKept();
      } else {
        setStatus('failed');
        eventsRef.current.onError(failure);
      }
      return 'done';
    },
    [showConflict],
  );

  const send = useCallback(
    /**
     * `background`: a kept save sent again on its own (timer, reconnect, reload) is not activity
     * that keeps the session alive (ADR 0007); what follows a user's confirmation is.
     */
    async (body: InvestmentSave, fromQueue = false, background = fromQueue): Promise<void> => {
      const t = targetRef.current;
      if (!t || busy.current) return;
      busy.current = true;
      setStatus('saving');
      let next: 'done' | 'confirmed' = 'done';
      try {
        const view = await withRetry(
          () => putInvestment(t.companyId, t.fiscalYear, body, { background }),
          SAVE_ATTEMPTS,
        );
        clearPending(pendingKey(t.userId, t.companyId, t.fiscalYear));
        queryClient.setQueryData(investmentKeys.view(t.userId, t.companyId, t.fiscalYear), view);
        setStatus('saved');
        eventsRef.current.onSaved(view);
      } catch (failure) {
        next = await handleFailure(failure, body, t, fromQueue);
      } finally {
        busy.current = false;
      }
      if (next === 'confirmed') await send({ ...body, confirmed: true }, fromQueue, false);
    },
    [handleFailure, queryClient],
  );

  // A company or year change: a save kept for it (e.g. before a reload) is sent at once.
  useEffect(() => {
    setConflict(null);
    const pending = key ? readPending(key) : null;
    setStatus(pending ? 'pending' : 'idle');
    if (pending) void send(pending.body, true);
  }, [key, send]);

  // A kept save is sent again on reconnect and every 30 s until it lands (or conflicts).
  useEffect(() => {
    if (status !== 'pending' || !key) return;
    const resend = () => {
      const pending = readPending(key);
      if (pending) void send(pending.body, true);
      else setStatus('idle');
    };
    const timer = setInterval(resend, RESEND_INTERVAL_MS);
    window.addEventListener('online', resend);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', resend);
    };
  }, [status, key, send]);

  const keepMine = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    void send({ ...conflict.mine, version: conflict.theirs.version });
  }, [conflict, send]);

  const takeTheirs = useCallback(() => {
    const t = targetRef.current;
    if (!conflict || !t) return;
    clearPending(pendingKey(t.userId, t.companyId, t.fiscalYear));
    queryClient.setQueryData(
      investmentKeys.view(t.userId, t.companyId, t.fiscalYear),
      conflict.theirs,
    );
    setConflict(null);
    setStatus('idle');
    eventsRef.current.onTakeTheirs(conflict.theirs);
  }, [conflict, queryClient]);

  return { status, conflict, save: send, keepMine, takeTheirs };
}
