import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { isTransient } from '../../../lib/retry';
import { financialKeys } from '../api/keys';
import { saveRatios } from '../api/save-ratios';
import {
  dropPendingRatios,
  type PendingRatios,
  pendingRatios,
  subscribePendingRatios,
} from '../lib/ratio-queue';

/** §9 "Sync": the queue runs every 30 s and when the connection returns. */
export const SYNC_INTERVAL_MS = 30_000;

export function usePendingRatios(): PendingRatios[] {
  return useSyncExternalStore(subscribePendingRatios, pendingRatios, pendingRatios);
}

/**
 * Sends queued ratio saves when the browser comes back online and every 30 s. A transient
 * failure keeps the item; a refusal removes it and says so (it would be refused again).
 */
export function useRatioSync(): void {
  const queryClient = useQueryClient();
  const { notification } = useFeedback();
  const { t } = useTranslation(['financial', 'errors']);
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    let running = false;
    const flush = async () => {
      if (running || pendingRatios().length === 0) return;
      running = true;
      for (const item of pendingRatios()) {
        try {
          // The queue sends on its own (timer, reconnect): not activity (ADR 0007).
          await saveRatios({ companyId: item.companyId, body: item.body }, { background: true });
          dropPendingRatios(item.companyId, item.body.fiscalYear);
          void queryClient.invalidateQueries({ queryKey: financialKeys.ratios(item.companyId) });
          notification.success({
            title: tRef.current('financial:analyze.syncDone', { year: item.body.fiscalYear }),
          });
        } catch (error) {
          if (isTransient(error)) break;
          dropPendingRatios(item.companyId, item.body.fiscalYear);
          notification.error({
            title: tRef.current('financial:analyze.syncRefused', { year: item.body.fiscalYear }),
            description: errorMessage(error, tRef.current),
          });
        }
      }
      running = false;
    };
    void flush();
    const timer = setInterval(() => void flush(), SYNC_INTERVAL_MS);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [notification, queryClient]);
}
