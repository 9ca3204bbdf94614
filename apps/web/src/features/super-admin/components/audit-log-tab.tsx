import { SUPER_ADMIN_AUDIT_PAGE_SIZE, type SuperAdminAuditEntry } from '@bus/domain';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useAuditLogs } from '../api/get-audit-logs';
import type { AuditFilter } from '../api/keys';
import { auditMessage } from '../lib/audit-message';
import { levelColor } from '../lib/display-rules';
import { type Column, DataTable } from './data-table';

/** The filter in words, for the line above the table. */
export function useFilterSummary(filter: AuditFilter): string | null {
  const { t } = useTranslation('superAdmin');
  const parts = [
    filter.level && t('filter.summaryLevel', { level: t(`audit.levels.${filter.level}`) }),
    filter.action && t('filter.summaryAction', { action: filter.action }),
    filter.userEmail && t('filter.summaryEmail', { email: filter.userEmail }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

function useColumns(): Column<SuperAdminAuditEntry>[] {
  const { t, i18n } = useTranslation(['superAdmin', 'common']);
  return [
    {
      key: 'time',
      title: t('superAdmin:audit.columns.time'),
      render: (row) => (
        <span className="sa-num" style={{ textAlign: 'left' }}>
          {formatDate(row.at, i18n.language, { time: true })}
        </span>
      ),
    },
    {
      key: 'level',
      title: t('superAdmin:audit.columns.level'),
      render: (row) => (
        <Tag color={levelColor(row.level)} data-level={row.level}>
          {t(`superAdmin:audit.levels.${row.level}`)}
        </Tag>
      ),
    },
    {
      key: 'action',
      title: t('superAdmin:audit.columns.action'),
      render: (row) => <span className="sa-code">{row.action}</span>,
    },
    {
      key: 'message',
      title: t('superAdmin:audit.columns.message'),
      render: (row) => auditMessage(row, t, i18n),
    },
    {
      key: 'source',
      title: t('superAdmin:audit.columns.source'),
      render: (row) => t(`superAdmin:audit.sources.${row.source}`),
    },
  ];
}

/** Tab 4, audit log (§2): time, level, action, message, source; 20 per page; the modal's filter. */
export function AuditLogTab({
  filter,
  page,
  onPage,
  onClearFilter,
}: {
  filter: AuditFilter;
  page: number;
  onPage: (page: number) => void;
  onClearFilter: () => void;
}) {
  const { t } = useTranslation('superAdmin');
  const logs = useAuditLogs(page, filter);
  const columns = useColumns();
  const summary = useFilterSummary(filter);
  if (logs.isError && !logs.data) {
    return (
      <QueryError
        title={t('loadFailed.audit')}
        error={logs.error}
        onRetry={() => void logs.refetch()}
      />
    );
  }
  return (
    <section aria-label={t('tabs.audit')} data-testid="sa-audit">
      {summary && (
        <Alert
          type="info"
          showIcon
          className="sa-section"
          style={{ marginTop: 0, marginBottom: 12 }}
          title={t('audit.filtered', { filter: summary })}
          action={
            <Button size="small" onClick={onClearFilter} data-testid="sa-audit-clear-filter">
              {t('audit.clearFilter')}
            </Button>
          }
          data-testid="sa-audit-filter-summary"
        />
      )}
      <Card size="small">
        {!logs.data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <DataTable
            rows={logs.data.items}
            columns={columns}
            rowKey={(row) => row.id}
            loading={logs.isFetching}
            empty={summary ? t('audit.emptyFiltered') : t('audit.empty')}
            testId="sa-audit-table"
            paging={{
              page,
              pageSize: SUPER_ADMIN_AUDIT_PAGE_SIZE,
              total: logs.data.total,
              onChange: onPage,
              showTotal: (total) => t('audit.totalCount', { count: total }),
            }}
          />
        )}
      </Card>
    </section>
  );
}
