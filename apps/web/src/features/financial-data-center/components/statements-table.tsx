import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { DATA_CENTER_PAGE_SIZE, type StatementSummary, TRASH_RETENTION_DAYS } from '@bus/domain';
import { Button, Card, Modal, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useDeleteStatement } from '../api/delete-statement';
import { useCompanyStatements } from '../api/get-company-statements';
import { fileUrl } from '../api/get-file';
import { useValidateStatement } from '../api/validate-statement';
import { useCompanyCanEdit } from '../hooks/use-company-can-edit';
import { StatusTag } from './status-tag';

type StatementsTableProps = {
  companyId: string;
  onOpenDetails: (id: string) => void;
  onEdit: (statement: StatementSummary) => void;
};

/** Statements of the selected company, 5 per page, with details/edit/validate/delete/download. */
export function StatementsTable({ companyId, onOpenDetails, onEdit }: StatementsTableProps) {
  const { t } = useTranslation(['financial', 'errors']);
  const statements = useCompanyStatements(companyId);
  const validate = useValidateStatement();
  const remove = useDeleteStatement();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const canEdit = useCompanyCanEdit(companyId);

  const runValidate = (statement: StatementSummary) =>
    validate.mutate(statement.id, {
      onSuccess: (result) =>
        message.success(
          t('financial:manage.validated', { status: t(`financial:statuses.${result.status}`) }),
        ),
      onError: (error) =>
        message.error(`${t('financial:manage.validateFailed')}: ${errorMessage(error, t)}`),
    });

  const confirmDelete = (statement: StatementSummary) =>
    modal.confirm({
      title: t('financial:manage.deleteStatementTitle'),
      content: t('financial:manage.deleteStatementText', {
        type: t(`financial:statementTypes.${statement.type}`),
        year: statement.fiscalYear,
        days: TRASH_RETENTION_DAYS,
      }),
      okText: t('financial:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('financial:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(statement.id).then(
          () => message.success(t('financial:manage.statementDeleted')),
          (error: unknown) =>
            message.error(
              `${t('financial:manage.deleteStatementFailed')}: ${errorMessage(error, t)}`,
            ),
        ),
    });

  const columns: TableColumnsType<StatementSummary> = [
    {
      title: t('financial:manage.type'),
      key: 'type',
      render: (_v, s) => (
        <Space size={4}>
          {t(`financial:statementTypes.${s.type}`)}
          {!s.extractionComplete && (
            <Tooltip title={t('financial:extraction.partialShort')}>
              <ExclamationCircleOutlined
                className="fdc-partial-icon"
                aria-label={t('financial:extraction.partialShort')}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t('financial:manage.fiscalYear'),
      dataIndex: 'fiscalYear',
      key: 'year',
      align: 'right',
    },
    {
      title: t('financial:manage.fiscalPeriod'),
      key: 'period',
      render: (_v, s) => t('financial:periodMonths', { count: s.fiscalPeriod }),
    },
    {
      title: t('financial:manage.status'),
      key: 'status',
      render: (_v, s) => <StatusTag status={s.status} />,
    },
    {
      title: t('financial:manage.method'),
      key: 'method',
      render: (_v, s) => t(`financial:methods.${s.extractionMethod}`),
      responsive: ['md'],
    },
    {
      title: t('financial:manage.accountCount'),
      dataIndex: 'accountCount',
      key: 'accounts',
      align: 'right',
      responsive: ['lg'],
    },
    {
      title: t('financial:manage.actions'),
      key: 'actions',
      ...ACTIONS_COLUMN,
      render: (_v, s) => (
        <RowActions>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onOpenDetails(s.id)}>
            {t('financial:actions.details')}
          </Button>
          {canEdit && (
            <>
              <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(s)}>
                {t('financial:actions.edit')}
              </Button>
              <Button
                size="small"
                icon={<CheckCircleOutlined />}
                loading={validate.isPending && validate.variables === s.id}
                onClick={() => runValidate(s)}
              >
                {t('financial:actions.validate')}
              </Button>
            </>
          )}
          {s.sourceFile && (
            <Tooltip title={s.sourceFile.name}>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                href={fileUrl(s.sourceFile.id)}
                download
              >
                {t('financial:actions.download')}
              </Button>
            </Tooltip>
          )}
          {canEdit && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(s)}>
              {t('financial:actions.delete')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Card
      title={
        statements.data?.items[0]
          ? t('financial:manage.statementsOf', { name: statements.data.items[0].companyName })
          : t('financial:manage.statements')
      }
      className="fdc-card"
      data-testid="fdc-statements"
    >
      {modalHolder}
      {statements.isError ? (
        <QueryError
          title={t('financial:manage.statementsLoadFailed')}
          error={statements.error}
          onRetry={() => void statements.refetch()}
        />
      ) : (
        <Table<StatementSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={statements.data?.items ?? []}
          loading={statements.isFetching}
          pagination={{ pageSize: DATA_CENTER_PAGE_SIZE, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('financial:manage.noStatements') }}
        />
      )}
    </Card>
  );
}
