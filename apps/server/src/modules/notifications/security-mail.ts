import { isRole, type Role } from '@bus/domain';
import { deviceOf } from '@bus/domain/device';
import { bilingualMail } from '../../platform/mail/bilingual-mail';
import type { Mail } from '../../platform/mail/mailer';
import { mailTime } from './mail-text';
import type { MailSite } from './notification-mail';
import type { Recipient } from './repo';

/** Security events of one's own account that the profile's "security alerts" flag mails about. */
export type SecurityAlertKind =
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'new_device'
  | 'role_changed'
  | 'banned';

export type SecurityAlert = {
  kind: SecurityAlertKind;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** role_changed: from and to; banned: reason and until (ISO) when given. */
  detail: Record<string, unknown>;
};

type Words = { ko: string; en: string };

const SUBJECTS: Record<SecurityAlertKind, Words> = {
  password_changed: { ko: '비밀번호가 변경되었습니다', en: 'Your password was changed' },
  password_reset: { ko: '비밀번호가 재설정되었습니다', en: 'Your password was reset' },
  two_factor_on: { ko: '2단계 인증이 켜졌습니다', en: 'Two-factor sign-in was turned on' },
  two_factor_off: { ko: '2단계 인증이 꺼졌습니다', en: 'Two-factor sign-in was turned off' },
  new_device: { ko: '새 기기에서 로그인했습니다', en: 'New sign-in from another device' },
  role_changed: { ko: '계정의 역할이 바뀌었습니다', en: 'Your role was changed' },
  banned: { ko: '계정이 사용 중지되었습니다', en: 'Your account was disabled' },
};

/** What to do when it was not you; a disabled account can only turn to an administrator. */
const ADVICE: Record<'self' | 'admin', Words> = {
  self: {
    ko: '본인이 한 일이 아니라면 바로 비밀번호를 바꾸고 관리자에게 알려 주세요.',
    en: 'If this was not you, change your password now and tell an administrator.',
  },
  admin: {
    ko: '관리자가 한 변경입니다. 궁금한 점은 관리자에게 문의하세요.',
    en: 'An administrator made this change. Ask them if you have questions.',
  },
};

/** common.json roles, for a mail. */
const ROLE_NAMES: Record<Role, Words> = {
  viewer: { ko: '조회자', en: 'Viewer' },
  user: { ko: '일반 사용자', en: 'User' },
  analyst: { ko: '분석가', en: 'Analyst' },
  manager: { ko: '매니저', en: 'Manager' },
  admin: { ko: '관리자', en: 'Admin' },
  super_admin: { ko: '최고 관리자', en: 'Super admin' },
};

const roleName = (value: unknown, language: keyof Words) =>
  isRole(value) ? ROLE_NAMES[value][language] : String(value ?? '-');

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The facts particular to the event: roles, ban reason and end. */
function particulars(alert: SecurityAlert, zone: string, language: keyof Words): string[] {
  const { detail } = alert;
  if (alert.kind === 'role_changed') {
    const from = roleName(detail.from, language);
    const to = roleName(detail.to, language);
    return [language === 'ko' ? `역할: ${from} → ${to}` : `Role: ${from} → ${to}`];
  }
  if (alert.kind !== 'banned') return [];
  const reason = text(detail.reason);
  const until = text(detail.expiresAt);
  const lines: string[] = [];
  if (reason) lines.push(language === 'ko' ? `사유: ${reason}` : `Reason: ${reason}`);
  const end = until
    ? mailTime(new Date(until), zone, language)
    : language === 'ko'
      ? '관리자가 다시 허용할 때까지'
      : 'until an administrator lifts it';
  lines.push(language === 'ko' ? `기간: ${end}` : `Until: ${end}`);
  return lines;
}

/** When, from where and on what: the facts a reader needs to tell whether it was them. */
function circumstances(alert: SecurityAlert, zone: string, language: keyof Words): string[] {
  const device = deviceOf(alert.userAgent);
  const deviceText = [device.browser, device.os].filter(Boolean).join(' · ');
  const unknown = language === 'ko' ? '알 수 없음' : 'unknown';
  const labels =
    language === 'ko'
      ? { when: '시각', ip: 'IP 주소', device: '기기' }
      : { when: 'Time', ip: 'IP address', device: 'Device' };
  return [
    `${labels.when}: ${mailTime(alert.at, zone, language)}`,
    `${labels.ip}: ${alert.ip ?? unknown}`,
    `${labels.device}: ${deviceText || unknown}`,
  ];
}

const BY_ADMIN = new Set<SecurityAlertKind>(['role_changed', 'banned']);

/** The security e-mail (profile flag "security alerts"), Korean first with English below. */
export function securityMail(site: MailSite, recipient: Recipient, alert: SecurityAlert): Mail {
  const subject = SUBJECTS[alert.kind];
  const advice = ADVICE[BY_ADMIN.has(alert.kind) ? 'admin' : 'self'];
  const part = (language: keyof Words) => [
    language === 'ko' ? `${recipient.name}님, 계정 보안 알림입니다.` : `Hello ${recipient.name},`,
    `${subject[language]}.`,
    ...particulars(alert, recipient.timezone, language),
    // An administrator's change is theirs: where they were is not the reader's business.
    ...(BY_ADMIN.has(alert.kind)
      ? [
          `${language === 'ko' ? '시각' : 'Time'}: ${mailTime(alert.at, recipient.timezone, language)}`,
        ]
      : circumstances(alert, recipient.timezone, language)),
    advice[language],
    language === 'ko'
      ? '프로필의 ‘보안 알림’이 켜져 있어 이 메일을 보냅니다.'
      : 'You receive this because security alerts are on in your profile.',
  ];
  return bilingualMail({
    to: recipient.email,
    appName: site.appName,
    link: `${site.publicUrl}/profile?tab=security`,
    ko: { subject: subject.ko, lines: part('ko') },
    en: { subject: subject.en, lines: part('en') },
  });
}
