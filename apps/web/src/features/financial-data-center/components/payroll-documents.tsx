import { DeleteOutlined, TeamOutlined } from '@ant-design/icons';
import type { PayrollDocument } from '@bus/domain';
import { Button, Card, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useDeletePayrollDocument } from '../api/delete-payroll-document';
import { usePayrollDocuments } from '../api/get-payroll-documents';
import { documentPeriod, registersOfYear } from '../lib/payroll';
import { PayrollWarnings } from './payroll-warnings';

type PayrollDocumentsProps = {
  companyId: string;
  fiscalYear: number;
  canSeeRows: boolean;
  /** Delete: a manager of the organisation (ADR 0013). */
  canManage: boolean;
  onViewRows: (documentId: string) => void;
};

/**
 * The registers of the year: period, rows, whether names were kept, the columns never stored and
 * who uploaded them. A manager's delete is final (no trash for registers) and asks first.
 */
export function PayrollDocuments(props: PayrollDocumentsProps) {
  const { companyId, fiscalYear, canSeeRows, canManage, onViewRows } = props;
  const { t, i18n } = useTranslation(['payroll', 'errors']);
  const documents = usePayrollDocuments(companyId);
  const remove = useDeletePayrollDocument();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const lng = i18n.resolvedLanguage ?? 'ko';
  const items = registersOfYear(documents.data?.items ?? [], fiscalYear);

  const confirmDelete = (document: PayrollDocument) =>
    modal.confirm({
      title: t('payroll:documents.deleteTitle', {
        year: document.fiscalYear,
        period: documentPeriod(document, t),
      }),
      content: t('payroll:documents.deleteText', { count: document.rowCount }),
      okText: t('payroll:documents.delete'),
      okButtonProps: { danger: true },
      cancelText: t('payroll:documents.cancel'),
      onOk: () =>
        remove.mutateAsync(document.id).then(
          () => message.success(t('payroll:documents.deleted')),
          (error: unknown) =>
            message.error(`${t('payroll:documents.deleteFailed')}: ${errorMessage(error, t)}`),
        ),
    });

  const actions: TableColumnsType<PayrollDocument> =
    canSeeRows || canManage
      ? [
          {
            title: t('payroll:documents.actions'),
            key: 'actions',
            ...ACTIONS_COLUMN,
            render: (_v, document) => (
              <RowActions>
                {canSeeRows && (
                  <Button
                    size="small"
                    icon={<TeamOutlined />}
                    aria-label={t('payroll:documents.viewRowsLabel', {
                      period: documentPeriod(document, t),
                    })}
                    onClick={() => onViewRows(document.id)}
                  >
                    {t('payroll:documents.viewRows')}
                  </Button>
                )}
                {canManage && (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('payroll:documents.deleteLabel', {
                      period: documentPeriod(document, t),
                    })}
                    data-testid="fdc-payroll-delete"
                    onClick={() => confirmDelete(document)}
                  >
                    {t('payroll:documents.delete')}
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]
      : [];

  const columns: TableColumnsType<PayrollDocument> = [
    {
      title: t('payroll:documents.period'),
      key: 'period',
      render: (_v, document) => documentPeriod(document, t),
    },
    {
      title: t('payroll:documents.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      responsive: ['lg'],
    },
    {
      title: t('payroll:documents.rowCount'),
      dataIndex: 'rowCount',
      key: 'rowCount',
      align: 'right',
    },
    {
      title: t('payroll:documents.namesKept'),
      key: 'namesKept',
      render: (_v, document) =>
        document.namesKept ? t('payroll:documents.yes') : t('payroll:documents.no'),
      responsive: ['sm'],
    },
    {
      title: t('payroll:documents.dropped'),
      key: 'dropped',
      render: (_v, document) => (
        <span className="fdc-dropped">
          {document.droppedColumns.length > 0
            ? document.droppedColumns.join(', ')
            : t('payroll:documents.none')}
        </span>
      ),
      responsive: ['md'],
    },
    {
      title: t('payroll:documents.uploaded'),
      key: 'uploaded',
      render: (_v, document) =>
        `${document.createdBy?.name ?? t('payroll:documents.unknownUser')} · ${formatDate(
          document.createdAt,
          lng,
          { time: true },
        )}`,
      responsive: ['md'],
    },
    ...actions,
  ];

  return (
    <Card
      className="fdc-card"
      title={t('payroll:documents.title', { year: fiscalYear })}
      data-testid="fdc-payroll-documents"
    >
      {modalHolder}
      {documents.isError ? (
        <QueryError
          title={t('payroll:documents.loadFailed')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <>
          {items.map((document) => (
            <PayrollWarnings key={document.id} document={document} />
          ))}
          <Table<PayrollDocument>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={items}
            loading={documents.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </Card>
  );
}
