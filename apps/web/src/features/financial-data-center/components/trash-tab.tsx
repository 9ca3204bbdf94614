import { UndoOutlined } from '@ant-design/icons';
import {
  TRASH_RETENTION_DAYS,
  type TrashedCompany,
  type TrashedStatement,
  type TrashList,
} from '@bus/domain';
import {
  Button,
  Card,
  Empty,
  Popconfirm,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import { useTrash } from '../api/get-trash';
import { type TrashedKind, useRestoreTrashed } from '../api/restore-trash';
import { daysLeftColor, isEmptyTrash, spansOrganisations } from '../lib/trash';

type Trashed = TrashedCompany | TrashedStatement;

/**
 * The trash (issue 14 §6), for managers and above: what the organisation deleted in the last
 * TRASH_RETENTION_DAYS days, who deleted it and when, the days left before the purge, and a
 * restore that asks first. A restored company brings its statements back.
 */
export function TrashTab() {
  const { t } = useTranslation(['financial', 'errors']);
  const trash = useTrash();
  return (
    <Card title={t('financial:trash.title')} className="fdc-card" data-testid="fdc-trash">
      <Typography.Paragraph type="secondary">
        {t('financial:trash.help', { days: TRASH_RETENTION_DAYS })}
      </Typography.Paragraph>
      {trash.isPending ? (
        <Spin data-testid="fdc-trash-loading" aria-label={t('financial:trash.loading')} />
      ) : trash.isError ? (
        <QueryError
          title={t('financial:trash.loadFailed')}
          error={trash.error}
          onRetry={() => void trash.refetch()}
        />
      ) : isEmptyTrash(trash.data) ? (
        <Empty description={t('financial:trash.empty')} data-testid="fdc-trash-empty" />
      ) : (
        <TrashTables list={trash.data} refreshing={trash.isFetching} />
      )}
    </Card>
  );
}

function TrashTables({ list, refreshing }: { list: TrashList; refreshing: boolean }) {
  const { t, i18n } = useTranslation(['financial', 'errors', 'common']);
  const { user } = useAuth();
  const lng = i18n.resolvedLanguage ?? 'ko';
  const restoreCompany = useRestore('company');
  const restoreStatement = useRestore('statement');
  const shared = sharedColumns(t, lng, spansOrganisations(list, user?.organisation?.id ?? null));

  const companyColumns: TableColumnsType<TrashedCompany> = [
    { title: t('financial:manage.companyName'), dataIndex: 'name', key: 'name' },
    {
      title: t('financial:manage.statementCount'),
      dataIndex: 'statementCount',
      key: 'statementCount',
      align: 'right',
    },
    ...(shared as TableColumnsType<TrashedCompany>),
    {
      title: t('financial:manage.actions'),
      key: 'restore',
      ...ACTIONS_COLUMN,
      render: (_value, company) => (
        <RestoreButton
          label={t('financial:trash.restoreLabel', { name: company.name })}
          title={t('financial:trash.restoreCompanyTitle', { name: company.name })}
          description={t('financial:trash.restoreCompanyText', { count: company.statementCount })}
          loading={restoreCompany.pendingId === company.id}
          onConfirm={() =>
            restoreCompany.run(company.id, company.name, () =>
              t('financial:trash.companyRestored', { name: company.name }),
            )
          }
        />
      ),
    },
  ];

  const statementColumns: TableColumnsType<TrashedStatement> = [
    { title: t('financial:trash.company'), dataIndex: 'companyName', key: 'company' },
    {
      title: t('financial:manage.type'),
      key: 'type',
      render: (_value, s) => t(`financial:statementTypes.${s.type}`),
    },
    {
      title: t('financial:manage.fiscalYear'),
      key: 'fiscalYear',
      align: 'right',
      render: (_value, s) =>
        `${s.fiscalYear} (${t('financial:periodMonths', { count: s.fiscalPeriod })})`,
    },
    ...(shared as TableColumnsType<TrashedStatement>),
    {
      title: t('financial:manage.actions'),
      key: 'restore',
      ...ACTIONS_COLUMN,
      render: (_value, s) => {
        const what = {
          company: s.companyName,
          year: s.fiscalYear,
          type: t(`financial:statementTypes.${s.type}`),
        };
        return (
          <RestoreButton
            label={t('financial:trash.restoreStatementLabel', what)}
            title={t('financial:trash.restoreStatementTitle')}
            description={t('financial:trash.restoreStatementText', what)}
            loading={restoreStatement.pendingId === s.id}
            onConfirm={() =>
              restoreStatement.run(s.id, s.companyName, () =>
                t('financial:trash.statementRestored', what),
              )
            }
          />
        );
      },
    },
  ];

  return (
    <>
      <TrashSection
        kind="companies"
        title={t('financial:trash.companies')}
        columns={companyColumns}
        rows={list.companies}
        refreshing={refreshing}
      />
      <TrashSection
        kind="statements"
        title={t('financial:trash.statements')}
        columns={statementColumns}
        rows={list.statements}
        refreshing={refreshing}
      />
    </>
  );
}

/** One table of the trash (companies or statements); nothing when it is empty. */
function TrashSection<Row extends { id: string }>(props: {
  kind: 'companies' | 'statements';
  title: string;
  columns: TableColumnsType<Row>;
  rows: Row[];
  refreshing: boolean;
}) {
  if (props.rows.length === 0) return null;
  return (
    <section className="fdc-trash-section" data-testid={`fdc-trash-${props.kind}`}>
      <Typography.Title level={2} className="fdc-trash-heading">
        {props.title}
      </Typography.Title>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={props.columns}
        dataSource={props.rows}
        loading={props.refreshing}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

/** Organisation (when the list spans several), deleted when and by whom, and the days left. */
function sharedColumns(t: TFunction, lng: string, withOrganisation: boolean) {
  const columns: TableColumnsType<Trashed> = [
    {
      title: t('financial:trash.deleted'),
      key: 'deleted',
      render: (_value, row) => (
        <span data-testid="fdc-trash-deleted">
          {formatDate(row.deletedAt, lng, { time: true })}
          {' · '}
          {row.deletedBy?.name ?? t('financial:trash.unknownUser')}
        </span>
      ),
    },
    {
      title: t('financial:trash.daysLeftTitle'),
      key: 'daysLeft',
      render: (_value, row) => (
        <Tag color={daysLeftColor(row.daysLeft)} data-testid="fdc-trash-days-left">
          {row.daysLeft === 0
            ? t('financial:trash.purgeToday')
            : t('financial:trash.daysLeft', { days: row.daysLeft })}
        </Tag>
      ),
    },
  ];
  if (!withOrganisation) return columns;
  return [
    {
      title: t('common:access.organisation'),
      key: 'organisation',
      render: (_value: unknown, row: Trashed) => (
        <span data-testid="fdc-trash-organisation">{row.organisation.name}</span>
      ),
    },
    ...columns,
  ];
}

type RestoreButtonProps = {
  label: string;
  title: string;
  description: string;
  loading: boolean;
  onConfirm: () => Promise<void>;
};

function RestoreButton({ label, title, description, loading, onConfirm }: RestoreButtonProps) {
  const { t } = useTranslation('financial');
  return (
    <RowActions>
      <Popconfirm
        title={title}
        description={description}
        okText={t('trash.restore')}
        cancelText={t('actions.cancel')}
        onConfirm={onConfirm}
      >
        <Button size="small" icon={<UndoOutlined />} loading={loading} aria-label={label}>
          {t('trash.restore')}
        </Button>
      </Popconfirm>
    </RowActions>
  );
}

/**
 * Restores one row and says how it went. A live company with the same name (409
 * organisation/name-taken) gets its own explanation: the shared message speaks of organisations.
 */
function useRestore(kind: TrashedKind) {
  const { t } = useTranslation(['financial', 'errors']);
  const { message } = useFeedback();
  const restore = useRestoreTrashed(kind);
  const run = (id: string, companyName: string, done: () => string) =>
    restore.mutateAsync(id).then(
      () => void message.success(done()),
      (error: unknown) => {
        const nameTaken = error instanceof ApiError && error.code === 'organisation/name-taken';
        void message.error(
          nameTaken
            ? t('financial:trash.nameTaken', { name: companyName })
            : `${t('financial:trash.restoreFailed')}: ${errorMessage(error, t)}`,
        );
      },
    );
  return { run, pendingId: restore.isPending ? restore.variables : null };
}
