import type { Notification } from '@bus/domain';
import type { TFunction } from 'i18next';

export type LocalizedText = { title: string; message: string };

/** Server events carry a key and are shown in the reader's language; free text is shown as sent. */
export function localizeNotification(
  item: Pick<Notification, 'key' | 'title' | 'message'>,
  t: TFunction,
): LocalizedText {
  if (!item.key) return { title: item.title, message: item.message };
  return {
    title: t(`notifications:events.${item.key}.title`, { defaultValue: item.title }),
    message: t(`notifications:events.${item.key}.message`, { defaultValue: item.message }),
  };
}
