import {
  DEFAULT_TIMEZONE,
  isKnownTimezone,
  type Notification,
  type NotificationCategory,
  type NotificationEventKey,
  type NotificationPriority,
} from '@bus/domain';

// Words the e-mails share with the web's notifications.json; a mail has no UI to translate it.

export const CATEGORY_NAMES: Record<NotificationCategory, { ko: string; en: string }> = {
  system: { ko: '시스템', en: 'System' },
  security: { ko: '보안', en: 'Security' },
  admin: { ko: '관리', en: 'Administration' },
  forecast: { ko: '예측', en: 'Forecast' },
  user: { ko: '사용자', en: 'User' },
};

export const PRIORITY_NAMES: Record<NotificationPriority, { ko: string; en: string }> = {
  low: { ko: '낮음', en: 'Low' },
  medium: { ko: '보통', en: 'Medium' },
  high: { ko: '높음', en: 'High' },
  critical: { ko: '긴급', en: 'Critical' },
};

/**
 * The English of the server's own notifications (their stored text is the Korean). Board events
 * have an English title only: their message quotes the post and comment as written.
 */
export const EVENT_TEXT_EN: Record<NotificationEventKey, { title: string; message?: string }> = {
  welcome: {
    title: 'Welcome',
    message:
      'Thank you for joining the Bus Transport Cost System. Start in the financial data center.',
  },
  signedIn: {
    title: 'New sign-in',
    message: 'Your account was signed in. If this was not you, change your password.',
  },
  passwordReset: {
    title: 'Password reset',
    message:
      'Your password was changed and every other session was signed out. If this was not you, tell an administrator.',
  },
  boardComment: { title: 'New comment on your post' },
  boardReply: { title: 'New reply to your comment' },
};

/** A notification's title and message in English: the server's own events, or free text as sent. */
export function englishOf(notification: Pick<Notification, 'key' | 'title' | 'message'>) {
  if (!notification.key) return { title: notification.title, message: notification.message };
  const english = EVENT_TEXT_EN[notification.key];
  return { title: english.title, message: english.message ?? notification.message };
}

/**
 * A moment in the reader's profile zone, with the zone named ("2026년 3월 5일 09:30 GMT+9"):
 * a mail is read away from the app, so it says which clock it means.
 */
export function mailTime(at: Date, zone: string, language: 'ko' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // A 24-hour clock in Korean: some ICU builds write "AM"/"PM" there instead of 오전/오후.
    hourCycle: language === 'ko' ? 'h23' : 'h12',
    timeZone: isKnownTimezone(zone) ? zone : DEFAULT_TIMEZONE,
    timeZoneName: 'short',
  }).format(at);
}
