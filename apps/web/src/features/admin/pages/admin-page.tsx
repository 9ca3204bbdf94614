import type { AdminUser, Role } from '@bus/domain';
import { Button, Input, Select, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import type { UserFilters } from '../api/admin-users';
import { useOrganisations } from '../api/organisations';
import { BanModal } from '../components/ban-modal';
import { OrganisationsTab } from '../components/organisations-tab';
import { RoleModal } from '../components/role-modal';
import { StatCards } from '../components/stat-cards';
import { UserFormModal } from '../components/user-form-modal';
import { UserTable } from '../components/user-table';
import type { Actor } from '../lib/policy';
import '../components/admin.css';

/** The search waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type FormState = { open: boolean; user: AdminUser | null };

/** The tabs of /admin, kept in ?tab= so a link opens the right one. */
const TABS = ['users', 'organisations'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The users tab's filters (issue 14): organisation (or none) and approval. */
function UserFilterBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const organisations = useOrganisations();
  return (
    <div className="admin-filters">
      <Select
        value={filters.organisation ?? ''}
        onChange={(organisation) =>
          onChange({ ...filters, organisation: organisation || undefined })
        }
        aria-label={t('admin:filters.organisation')}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: t('admin:filters.allOrganisations') },
          { value: 'none', label: t('admin:filters.noOrganisation') },
          ...(organisations.data?.items ?? []).map((organisation) => ({
            value: organisation.id,
            label: organisation.name,
          })),
        ]}
        data-testid="admin-filter-organisation"
      />
      <Select
        value={filters.approval ?? ''}
        onChange={(approval: '' | 'pending' | 'approved') =>
          onChange({ ...filters, approval: approval || undefined })
        }
        aria-label={t('admin:filters.approval')}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: t('admin:filters.allApproval') },
          { value: 'pending', label: t('admin:filters.pending') },
          { value: 'approved', label: t('admin:filters.approved') },
        ]}
        data-testid="admin-filter-approval"
      />
    </div>
  );
}

/**
 * /admin: the admin user dashboard (data-center-board-admin.md §2, §4, §5; issue 6 item 1) and
 * the organisations it places users in (issue 14 §2).
 */
export function AdminPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const { user: me } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'users';
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<UserFilters>({});
  const [form, setForm] = useState<FormState>({ open: false, user: null });
  const [roleTarget, setRoleTarget] = useState<{ user: AdminUser; preset?: Role } | null>(null);
  const [banTarget, setBanTarget] = useState<AdminUser | null>(null);

  // The route guard lets only admins in; the actor's id and role drive the disabled actions.
  const actor: Actor = { id: me?.id ?? '', role: me?.role ?? 'admin' };

  const usersTab = (
    <>
      <div className="admin-page__toolbar">
        <Input.Search
          allowClear
          aria-label={t('admin:search.label')}
          placeholder={t('admin:search.placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="admin-page__search"
          data-testid="admin-search"
        />
        <UserFilterBar
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Button
          type="primary"
          onClick={() => setForm({ open: true, user: null })}
          data-testid="admin-add-user"
        >
          {t('admin:addUser')}
        </Button>
      </div>
      <UserTable
        actor={actor}
        q={q}
        page={page}
        filters={filters}
        onPage={setPage}
        onEdit={(user) => setForm({ open: true, user })}
        onRole={(user, preset) => setRoleTarget({ user, preset })}
        onBan={setBanTarget}
      />
    </>
  );

  return (
    <div className="page-wide admin-page" data-testid="admin-page">
      <Typography.Title level={1}>{t('admin:title')}</Typography.Title>
      <StatCards />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'users' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'users', label: t('admin:tabs.users'), children: usersTab },
          {
            key: 'organisations',
            label: t('admin:tabs.organisations'),
            children: <OrganisationsTab actor={actor} />,
          },
        ]}
        data-testid="admin-tabs"
      />
      <UserFormModal
        actor={actor}
        open={form.open}
        user={form.user}
        onClose={() => setForm({ open: false, user: null })}
      />
      <RoleModal
        actor={actor}
        user={roleTarget?.user ?? null}
        initialRole={roleTarget?.preset}
        onClose={() => setRoleTarget(null)}
      />
      <BanModal key={banTarget?.id ?? 'none'} user={banTarget} onClose={() => setBanTarget(null)} />
    </div>
  );
}
