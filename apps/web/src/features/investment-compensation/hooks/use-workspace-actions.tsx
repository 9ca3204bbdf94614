import {
  CONFIRM_BEFORE_SAVE,
  type InvestmentCalculation,
  type InvestmentView,
  type ValidationMessage,
} from '@bus/domain';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { MessageList } from '../components/message-list';
import { initialState, inputsBody } from '../lib/form';
import type { InvestmentForm, Target } from './use-investment-form';
import { useInvestmentSave } from './use-investment-save';
import { TOAST_SECONDS, useReloadActions } from './use-reload-actions';

/**
 * The screen's buttons (spec §2, §4): save with the "continue saving?" confirmation and the
 * outcome toasts, and the reload actions.
 */
export function useWorkspaceActions(
  target: Target,
  view: InvestmentView,
  form: InvestmentForm,
  calc: InvestmentCalculation | null,
) {
  const { t, i18n } = useTranslation(['investment', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { notification } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const reload = useReloadActions(form);
  const sayRefused = useRefusalNotice();

  const confirm = (warnings: ValidationMessage[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('investment:save.confirmTitle'),
        content: <MessageList messages={warnings} />,
        okText: t('investment:save.confirmOk'),
        cancelText: t('investment:save.confirmCancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const saver = useInvestmentSave(target, {
    confirm,
    onSaved: (saved) =>
      notification.success({
        title: t('investment:save.saved', {
          time: saved.stored ? formatDate(saved.stored.savedAt, lng, { time: true }) : '',
        }),
      }),
    onKept: () =>
      notification.warning({ title: t('investment:save.kept'), duration: TOAST_SECONDS }),
    onRefused: (errors) =>
      notification.error({
        title: t('investment:save.refused'),
        description: <MessageList messages={errors} />,
        duration: TOAST_SECONDS,
      }),
    onError: (error) =>
      notification.error({
        title: t('investment:save.failed'),
        description: errorMessage(error, t),
        duration: TOAST_SECONDS,
      }),
    onDenied: (error) => {
      form.replace(initialState(view));
      sayRefused(error);
    },
    onTakeTheirs: (theirs) => form.replace(initialState(theirs)),
  });

  const save = async () => {
    const state = form.state;
    if (!state || !calc) return;
    if (!calc.canSave) {
      notification.error({
        title: t('investment:save.blocked'),
        description: <MessageList messages={calc.errors} />,
        duration: TOAST_SECONDS,
      });
      return;
    }
    const asks = calc.warnings.filter((w) => CONFIRM_BEFORE_SAVE.has(w.rule));
    if (asks.length > 0 && !(await confirm(asks))) return;
    await saver.save({
      version: view.version,
      inputs: inputsBody(state.values),
      equityPolicy: state.equityPolicy,
      confirmed: asks.length > 0,
    });
  };

  return { ...reload, saver, save, modalHolder };
}
