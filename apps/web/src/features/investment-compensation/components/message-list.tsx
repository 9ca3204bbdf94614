import type { ValidationMessage } from '@bus/domain';
import { useTranslation } from 'react-i18next';
import { messageText } from '../lib/messages';

/** Validation messages as a list, each translated by its rule. */
export function MessageList({ messages }: { messages: ValidationMessage[] }) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (
    <ul className="ic-messages">
      {messages.map((m) => (
        <li key={`${m.rule}-${JSON.stringify(m.params)}`}>{messageText(m, t, lng)}</li>
      ))}
    </ul>
  );
}
