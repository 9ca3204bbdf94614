import type { InvestmentField, ValidationMessage } from '@bus/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { initialState, valuesFrom } from '../lib/form';
import type { InvestmentForm } from './use-investment-form';

/** Spec §8: investment messages are shown as a 10 s toast. */
export const TOAST_SECONDS = 10;

const RATIO_RULES = new Set(['borrowing_rate_missing', 'abnormal_borrowing_rate']);

/**
 * Spec §2 "load", "refresh" and the per-field reload buttons, plus Rd from the ratios with the
 * §5 "Borrowing average interest rate" problems.
 */
export function useReloadActions(form: InvestmentForm) {
  const { t } = useTranslation(['investment', 'errors']);
  const { notification } = useFeedback();
  const [busy, setBusy] = useState<'load' | 'refresh' | null>(null);
  const [ratioLoading, setRatioLoading] = useState(false);
  const [ratioProblem, setRatioProblem] = useState<ValidationMessage | null>(null);
  const failed = (title: string, error: unknown) =>
    notification.error({ title, description: errorMessage(error, t), duration: TOAST_SECONDS });

  const reloadAll = async (which: 'load' | 'refresh') => {
    setBusy(which);
    try {
      const fresh = await form.fetchFresh();
      const policy = form.state?.equityPolicy ?? 'spec';
      if (which === 'refresh') {
        form.replace({ values: valuesFrom(fresh.autoLoaded.draft), equityPolicy: policy });
        notification.success({ title: t('investment:refresh.done') });
      } else if (fresh.stored) {
        form.replace(initialState(fresh));
        notification.success({ title: t('investment:load.done') });
      } else {
        notification.info({ title: t('investment:load.none') });
      }
    } catch (error) {
      failed(t(`investment:${which}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  const reloadField = async (field: InvestmentField) => {
    try {
      const fresh = await form.reloadField(field);
      if (fresh.autoLoaded.draft[field] == null)
        notification.warning({
          title: t('investment:field.notLoaded', { field: t(`investment:fields.${field}`) }),
        });
    } catch (error) {
      failed(t('investment:field.loadFailed'), error);
    }
  };

  const loadRatio = async () => {
    setRatioLoading(true);
    try {
      const fresh = await form.reloadField('debtRate');
      setRatioProblem(fresh.autoLoaded.problems.find((p) => RATIO_RULES.has(p.rule)) ?? null);
    } catch (error) {
      failed(t('investment:field.loadFailed'), error);
    } finally {
      setRatioLoading(false);
    }
  };

  return { busy, reloadAll, reloadField, loadRatio, ratioLoading, ratioProblem };
}
