import type { ValidationMessage } from '@bus/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { codedText } from '../lib/messages';

/** The findings of the last validation, errors first, each in plain words. */
export function ValidationMessages({ messages }: { messages: ValidationMessage[] }) {
  const { t, i18n } = useTranslation('financial');
  if (messages.length === 0) return null;
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const sorted = [...messages].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  const hasError = sorted.some((m) => m.severity === 'error');
  return (
    <Alert
      type={hasError ? 'error' : 'warning'}
      showIcon
      data-testid="fdc-validation"
      title={t('validation.title', { count: messages.length })}
      description={
        <ul className="fdc-notice-list">
          {sorted.map((m, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
            <li key={index} data-rule={m.rule}>
              <strong>{t(`validation.severity.${m.severity}`)}</strong>{' '}
              {codedText(t, 'validation.rules', m.rule, m.params, lng)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
