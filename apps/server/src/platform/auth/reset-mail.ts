import type { Config } from '../../config';
import type { Mail } from '../mail/mailer';

/** The reset e-mail links to the web route /reset-password (not to the API), in ko and en. */
export function resetPasswordMail(
  config: Config,
  user: { email: string; name: string },
  token: string,
): Mail {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const text = [
    `${user.name}님, 안녕하세요.`,
    '비밀번호 재설정을 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정해 주세요 (1시간 동안 유효).',
    link,
    '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    '',
    `Hello ${user.name},`,
    'You asked to reset your password. Set a new one at the link below (valid for 1 hour).',
    link,
    'If you did not ask for this, you can ignore this e-mail.',
  ].join('\n');
  const html = text
    .split('\n')
    .map((line) =>
      line === link ? `<p><a href="${link}">${link}</a></p>` : `<p>${escapeHtml(line)}</p>`,
    )
    .join('');
  return {
    to: user.email,
    subject: '[버스 운송원가 시스템] 비밀번호 재설정 / Password reset',
    text,
    html,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
