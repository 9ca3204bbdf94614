import type { Me } from '@bus/domain';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { MainNav } from './main-nav';
import type { NavForm } from './use-viewport-form';
import { UserMenuDropdown } from './user-menu';

/*
 * The parts of the top bar only a signed-in user sees. They are one lazy chunk because they bring
 * antd's Dropdown/Menu, the notification panel and the socket, none of which the landing page needs.
 */

export function SignedInNav({ form }: { form: NavForm }) {
  return <MainNav form={form} />;
}

export function SignedInActions({ user, compact }: { user: Me; compact: boolean }) {
  return (
    <>
      <NotificationBell />
      <UserMenuDropdown user={user} compact={compact} />
    </>
  );
}
