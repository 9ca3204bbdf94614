import type { ValidationMessage } from '@bus/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageList } from './message-list';

/** Shown by the result card itself (with both policies' figures), so not repeated here. */
const SHOWN_ELSEWHERE = new Set(['capital_erosion']);

/** Spec §5: errors block the save and list what is missing; warnings inform. Live while typing. */
export function ValidationPanel({
  errors,
  warnings,
}: {
  errors: ValidationMessage[];
  warnings: ValidationMessage[];
}) {
  const { t } = useTranslation('investment');
  const shownWarnings = warnings.filter((w) => !SHOWN_ELSEWHERE.has(w.rule));
  return (
    <>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="costing-block"
          data-testid="ic-errors"
          title={t('validation.errors')}
          description={<MessageList messages={errors} />}
        />
      ) : null}
      {shownWarnings.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="costing-block"
          data-testid="ic-warnings"
          title={t('validation.warnings')}
          description={<MessageList messages={shownWarnings} />}
        />
      ) : null}
    </>
  );
}
