import type { FastifyBaseLogger } from 'fastify';
import type { AuthEvents } from '../../platform/auth/auth';
import type { NotificationInput, NotificationService } from './service';

// The web translates these by key; the stored text is Korean, the product's first language.
const WELCOME: NotificationInput = {
  key: 'welcome',
  title: '가입을 환영합니다',
  message: '버스 운송원가 시스템에 가입해 주셔서 감사합니다. 재무 데이터 센터에서 시작해 보세요.',
  type: 'success',
  category: 'user',
  priority: 'low',
};

const PASSWORD_RESET: NotificationInput = {
  key: 'passwordReset',
  title: '비밀번호가 재설정되었습니다',
  message:
    '계정의 비밀번호가 변경되어 다른 기기의 세션이 모두 종료되었습니다. 본인이 아니라면 관리자에게 알려 주세요.',
  type: 'security',
  category: 'security',
  priority: 'high',
};

const SIGNED_IN: NotificationInput = {
  key: 'signedIn',
  title: '새 로그인',
  message: '계정에 새로 로그인했습니다. 본인이 아니라면 비밀번호를 변경해 주세요.',
  type: 'info',
  category: 'security',
  priority: 'low',
};

/** Turns auth events into stored, pushed notifications; a failure never blocks signing in. */
export function notificationAuthEvents(
  notifications: NotificationService,
  log: FastifyBaseLogger,
): AuthEvents {
  const send = async (userId: string, input: NotificationInput) => {
    try {
      await notifications.create(userId, input);
    } catch (err) {
      log.error({ err, userId }, 'could not create an auth notification');
    }
  };
  return {
    userCreated: (userId) => send(userId, WELCOME),
    signedIn: (userId) => send(userId, SIGNED_IN),
    passwordReset: (userId) => send(userId, PASSWORD_RESET),
  };
}
