import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ALL_NAV, NAV_GROUPS, type NavEntry, UNGROUPED_NAV } from './nav-items';
import type { NavForm } from './use-viewport-form';

type Translate = (key: string) => string;

function menuItems(entries: readonly NavEntry[], t: Translate): NonNullable<MenuProps['items']> {
  return entries.map((entry) => ({
    key: entry.to,
    label: <NavLink to={entry.to}>{t(`titles.${entry.key}`)}</NavLink>,
  }));
}

/**
 * Links in a row. The flat bar above 1200 px shows every entry in one row (issue 18: English
 * titles do not fit at 1440 px), so it takes the `short` label, made of the title's own words
 * (nav-labels.test.ts), with the full title on hover; the grouped bar keeps the titles.
 */
function FlatLinks({ entries, short = false }: { entries: readonly NavEntry[]; short?: boolean }) {
  const { t } = useTranslation('nav');
  return entries.map((entry) => {
    const title = t(`titles.${entry.key}`);
    const label = short ? t(`short.${entry.key}`) : title;
    return (
      <NavLink
        key={entry.to}
        to={entry.to}
        className="nav-link"
        title={label === title ? undefined : title}
      >
        {label}
      </NavLink>
    );
  });
}

/** Below 768 px: one button opening every entry, grouped under Financial and Forecasting. */
function MobileNav() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const items: MenuProps['items'] = [
    ...menuItems(UNGROUPED_NAV, t),
    ...NAV_GROUPS.map((group) => ({
      key: group.key,
      type: 'group' as const,
      label: t(`groups.${group.key}`),
      children: menuItems(group.entries, t),
    })),
  ];
  return (
    <Dropdown menu={{ items, selectedKeys: [pathname] }} trigger={['click']}>
      <Button
        type="text"
        className="top-bar-button"
        icon={<MenuOutlined />}
        aria-label={t('openMenu')}
        data-testid="nav-mobile-toggle"
      />
    </Dropdown>
  );
}

/** 768–1200 px: home, dashboard and board as links, the rest under two group menus. */
function GroupedNav() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <>
      <FlatLinks entries={UNGROUPED_NAV} />
      {NAV_GROUPS.map((group) => (
        <Dropdown
          key={group.key}
          menu={{ items: menuItems(group.entries, t), selectedKeys: [pathname] }}
          trigger={['click']}
        >
          <Button
            type="text"
            className="top-bar-button nav-group"
            data-testid={`nav-group-${group.key}`}
          >
            {t(`groups.${group.key}`)}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      ))}
    </>
  );
}

/** The top navigation in the form the window width calls for (platform.md §2.2). */
export function MainNav({ form }: { form: NavForm }) {
  const { t } = useTranslation('nav');
  return (
    <nav
      aria-label={t('mainNavigation')}
      className={`main-nav main-nav-${form}`}
      data-testid={form === 'flat' ? 'nav-flat' : undefined}
    >
      {form === 'mobile' && <MobileNav />}
      {form === 'grouped' && <GroupedNav />}
      {form === 'flat' && <FlatLinks entries={ALL_NAV} short />}
    </nav>
  );
}
