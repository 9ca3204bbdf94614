import type { Notification } from '@bus/domain';
import { bilingualMail } from '../../platform/mail/bilingual-mail';
import type { Mail } from '../../platform/mail/mailer';
import { CATEGORY_NAMES, englishOf, mailTime, PRIORITY_NAMES } from './mail-text';
import type { Recipient } from './repo';

export type MailSite = { appName: string; publicUrl: string };

/** The e-mail copy of a new notification (profile flag "e-mail notifications"), Korean first. */
export function notificationMail(
  site: MailSite,
  recipient: Recipient,
  notification: Notification,
): Mail {
  const at = new Date(notification.createdAt);
  const category = CATEGORY_NAMES[notification.category];
  const priority = PRIORITY_NAMES[notification.priority];
  const english = englishOf(notification);
  return bilingualMail({
    to: recipient.email,
    appName: site.appName,
    link: `${site.publicUrl}/profile?tab=notifications`,
    ko: {
      subject: notification.title,
      lines: [
        `${recipient.name}님, 새 알림이 있습니다.`,
        notification.title,
        notification.message,
        `분류: ${category.ko} · 중요도: ${priority.ko} · ${mailTime(at, recipient.timezone, 'ko')}`,
        '프로필의 ‘이메일 알림’이 켜져 있어 이 메일을 보냅니다. 아래 링크에서 끌 수 있습니다.',
      ],
    },
    en: {
      subject: english.title,
      lines: [
        `Hello ${recipient.name}, you have a new notification.`,
        english.title,
        english.message,
        `Category: ${category.en} · Priority: ${priority.en} · ${mailTime(at, recipient.timezone, 'en')}`,
        'You receive this because e-mail notifications are on in your profile. Turn them off at the link below.',
      ],
    },
  });
}
