import { FilterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Badge, Button, Grid, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefreshButton } from '../../../components/refresh-button';
import { type AuditFilter, SUPER_ADMIN_ROOT } from '../api/keys';
import { useAccessRefused } from '../api/use-access-refused';
import { AccessDenied } from '../components/access-denied';
import { AuditFilterModal } from '../components/audit-filter-modal';
import { AuditLogTab } from '../components/audit-log-tab';
import { DatabaseTab } from '../components/database-tab';
import { SecurityAuditModal } from '../components/security-audit-modal';
import { SystemOverviewTab } from '../components/system-overview-tab';
import { UserActivityTab } from '../components/user-activity-tab';
import '../components/super-admin.css';

/** The four tabs of §2, kept in ?tab= so a link (or a reload) opens the same one. */
const TABS = ['overview', 'users', 'database', 'audit'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /super-admin (data-center-board-admin.md §2 "Super-admin dashboard", issue 18 §1): refresh,
 * security audit and audit-log filter in the header; system overview, user activity, database
 * and audit log tabs. A refusal by the server shows the access-denied page instead.
 */
export function SuperAdminPage() {
  const { t } = useTranslation(['superAdmin', 'nav']);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'overview';
  const [auditOpen, setAuditOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  // Each opening of the filter modal starts from the filter in force.
  const [filterKey, setFilterKey] = useState(0);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [auditPage, setAuditPage] = useState(1);
  const refused = useAccessRefused();
  // A phone has room for the four tabs only under their short names.
  const phone = !Grid.useBreakpoint().md;
  const tabLabel = (key: Tab) =>
    t(phone ? `superAdmin:tabsShort.${key}` : `superAdmin:tabs.${key}`);
  const showTab = (key: Tab) =>
    setParams(key === 'overview' ? {} : { tab: key }, { replace: true });
  const applyFilter = (next: AuditFilter) => {
    setFilter(next);
    setAuditPage(1);
    setFilterOpen(false);
    showTab('audit');
  };
  const filterOn = Boolean(filter.level || filter.action || filter.userEmail);

  if (refused) return <AccessDenied />;

  return (
    <div className="page-wide sa-page" data-testid="super-admin-page">
      <div className="sa-page__header">
        <div>
          <Typography.Title level={1}>{t('superAdmin:title')}</Typography.Title>
          <Typography.Text type="secondary">{t('superAdmin:subtitle')}</Typography.Text>
        </div>
        <div className="sa-page__actions">
          <RefreshButton queryKey={SUPER_ADMIN_ROOT} label={t('superAdmin:header.refresh')} />
          <Button
            icon={<SafetyCertificateOutlined />}
            onClick={() => setAuditOpen(true)}
            data-testid="sa-open-security-audit"
          >
            {t('superAdmin:header.securityAudit')}
          </Button>
          <Badge dot={filterOn} title={filterOn ? t('superAdmin:header.filterActive') : undefined}>
            <Button
              icon={<FilterOutlined />}
              onClick={() => {
                setFilterKey((key) => key + 1);
                setFilterOpen(true);
              }}
              data-testid="sa-open-filter"
            >
              {t('superAdmin:header.auditFilter')}
            </Button>
          </Badge>
        </div>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => showTab(key as Tab)}
        items={[
          {
            key: 'overview',
            label: tabLabel('overview'),
            children: <SystemOverviewTab />,
          },
          { key: 'users', label: tabLabel('users'), children: <UserActivityTab /> },
          { key: 'database', label: tabLabel('database'), children: <DatabaseTab /> },
          {
            key: 'audit',
            label: tabLabel('audit'),
            children: (
              <AuditLogTab
                filter={filter}
                page={auditPage}
                onPage={setAuditPage}
                onClearFilter={() => applyFilter({})}
              />
            ),
          },
        ]}
        destroyOnHidden
        data-testid="sa-tabs"
      />
      <SecurityAuditModal open={auditOpen} onClose={() => setAuditOpen(false)} />
      <AuditFilterModal
        key={filterKey}
        open={filterOpen}
        filter={filter}
        onApply={applyFilter}
        onClose={() => setFilterOpen(false)}
      />
    </div>
  );
}
