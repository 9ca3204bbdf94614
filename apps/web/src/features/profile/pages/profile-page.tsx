import { Grid, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../../lib/format';
import { ActivityTab } from '../components/activity-tab';
import { InfoTab } from '../components/info-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { SecurityTab } from '../components/security-tab';
import { PROFILE_TABS, type ProfileTab, useProfileTab } from '../hooks/use-profile-tab';
import '../components/profile.css';

/** Space between tab labels below 768 px, so all four fit on a 375 px phone in every language. */
const NARROW_TAB_GUTTER = 12;

const PANES: Record<ProfileTab, () => ReactNode> = {
  info: () => <InfoTab />,
  security: () => <SecurityTab />,
  notifications: () => <NotificationsTab />,
  activity: () => <ActivityTab />,
};

/**
 * /profile and /user-profile (data-center-board-admin.md §2 "Profile page"): profile info,
 * security, notifications and activity tabs; `?tab=` selects one and follows the user's choice.
 * A tab is mounted when first opened and kept, so unsaved edits survive switching tabs.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [tab, setTab] = useProfileTab();
  const wide = Grid.useBreakpoint().md ?? false;
  // Every tab shows times; a newly saved zone redraws them (the tabs stay mounted).
  useDisplayTimeZone();
  return (
    <div className="page-wide profile-page" data-testid="profile-page">
      <Typography.Title level={1} className="profile-title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Tabs
        aria-label={t('tabs.label')}
        activeKey={tab}
        tabBarGutter={wide ? undefined : NARROW_TAB_GUTTER}
        onChange={(key) => setTab(key as ProfileTab)}
        items={PROFILE_TABS.map((key) => ({
          key,
          label: <span data-testid={`profile-tab-${key}`}>{t(`tabs.${key}`)}</span>,
          children: PANES[key](),
        }))}
      />
    </div>
  );
}
