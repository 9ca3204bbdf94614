import type { EquityPolicy, InvestmentField, InvestmentView } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getInvestment } from '../api/investment';
import { investmentKeys } from '../api/keys';
import { type FormState, type FormValues, initialState, valuesFrom } from '../lib/form';
import { clearPending, pendingKey, readPending } from '../lib/pending-save';

export type Target = { userId: string; companyId: string; fiscalYear: number };
export type FieldLoad = 'loading' | 'loaded';

export type InvestmentForm = {
  state: FormState | null;
  /** True when the form was restored from a save kept in this browser. */
  restored: boolean;
  fieldLoads: Partial<Record<InvestmentField, FieldLoad>>;
  setField: (field: InvestmentField, value: number | null) => void;
  setPolicy: (policy: EquityPolicy) => void;
  replace: (state: FormState) => void;
  /** GET the view again (bypassing the cache) and put it in the cache. */
  fetchFresh: () => Promise<InvestmentView>;
  /** Re-reads one auto-loaded field; resolves with the fresh view so callers can read problems. */
  reloadField: (field: InvestmentField) => Promise<InvestmentView>;
};

/**
 * The calculator's working copy (spec §4 "Investment screen"): a company or year change resets
 * it from a save kept in this browser, else the saved inputs, else the live auto-load. Later
 * refetches of the view never overwrite what the user typed.
 */
export function useInvestmentForm(
  target: Target | null,
  view: InvestmentView | undefined,
  /** A reader (issue 14 §8): a save kept in this browser would be refused, so it is dropped. */
  readOnly = false,
): InvestmentForm {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FormState | null>(null);
  const [restored, setRestored] = useState(false);
  const [fieldLoads, setFieldLoads] = useState<Partial<Record<InvestmentField, FieldLoad>>>({});
  const loadedFor = useRef<string | null>(null);
  const key = target ? pendingKey(target.userId, target.companyId, target.fiscalYear) : null;

  useEffect(() => {
    if (!view || !key || loadedFor.current === key) return;
    loadedFor.current = key;
    if (readOnly) clearPending(key);
    const pending = readOnly ? null : readPending(key);
    setFieldLoads({});
    setRestored(pending !== null);
    setState(
      pending
        ? { values: valuesFrom(pending.body.inputs), equityPolicy: pending.body.equityPolicy }
        : initialState(view),
    );
  }, [view, key, readOnly]);

  const setField = useCallback((field: InvestmentField, value: number | null) => {
    setState((prev) => (prev ? { ...prev, values: { ...prev.values, [field]: value } } : prev));
    setFieldLoads((prev) => ({ ...prev, [field]: undefined }));
  }, []);

  const setPolicy = useCallback((equityPolicy: EquityPolicy) => {
    setState((prev) => (prev ? { ...prev, equityPolicy } : prev));
  }, []);

  const replace = useCallback((next: FormState) => {
    setState(next);
    setFieldLoads({});
    setRestored(false);
  }, []);

  const fetchFresh = useCallback(async () => {
    if (!target) throw new Error('No company selected');
    const { userId, companyId, fiscalYear } = target;
    const fresh = await getInvestment(companyId, fiscalYear);
    queryClient.setQueryData(investmentKeys.view(userId, companyId, fiscalYear), fresh);
    return fresh;
  }, [queryClient, target]);

  const reloadField = useCallback(
    async (field: InvestmentField) => {
      setFieldLoads((prev) => ({ ...prev, [field]: 'loading' }));
      try {
        const fresh = await fetchFresh();
        const value = valuesFrom(fresh.autoLoaded.draft)[field];
        // Nothing to load (data missing): keep what the field holds; the caller says why.
        if (value !== null) {
          setState((prev) =>
            prev ? { ...prev, values: { ...prev.values, [field]: value } as FormValues } : prev,
          );
        }
        setFieldLoads((prev) => ({ ...prev, [field]: value === null ? undefined : 'loaded' }));
        return fresh;
      } catch (error) {
        setFieldLoads((prev) => ({ ...prev, [field]: undefined }));
        throw error;
      }
    },
    [fetchFresh],
  );

  return {
    state,
    restored,
    fieldLoads,
    setField,
    setPolicy,
    replace,
    fetchFresh,
    reloadField,
  };
}
