import type { AdminUser, Role } from '@bus/domain';
import { Button, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/use-auth';
import { BanModal } from '../components/ban-modal';
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

/** /admin: the admin user dashboard (data-center-board-admin.md §2, §4, §5; issue 6 item 1). */
export function AdminPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false, user: null });
  const [roleTarget, setRoleTarget] = useState<{ user: AdminUser; preset?: Role } | null>(null);
  const [banTarget, setBanTarget] = useState<AdminUser | null>(null);

  // The route guard lets only admins in; the actor's id and role drive the disabled actions.
  const actor: Actor = { id: me?.id ?? '', role: me?.role ?? 'admin' };

  return (
    <div className="page-wide admin-page" data-testid="admin-page">
      <Typography.Title level={1}>{t('admin:title')}</Typography.Title>
      <StatCards />
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
        onPage={setPage}
        onEdit={(user) => setForm({ open: true, user })}
        onRole={(user, preset) => setRoleTarget({ user, preset })}
        onBan={setBanTarget}
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
