import {
  PAYROLL_JOB_TYPES,
  PAYROLL_ROWS_PAGE_SIZE,
  type PayrollDocument,
  type PayrollJobType,
  type PayrollRow,
} from '@bus/domain';
import { Alert, Card, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { usePayrollDocuments } from '../api/get-payroll-documents';
import { usePayrollRows } from '../api/get-payroll-rows';
import { usePayrollRowColumns } from '../hooks/use-payroll-row-columns';
import { documentPeriod, registersOfYear } from '../lib/payroll';

type PayrollRowsProps = {
  companyId: string;
  fiscalYear: number;
  /** The register whose rows show; null: the year's first. */
  documentId: string | null;
  onDocument: (id: string) => void;
  /** Correct job types inline: a manager of the organisation (ADR 0013). */
  canEdit: boolean;
};

/**
 * Employee rows of one register, 50 a page, filtered by job type (managers and above only; the
 * server records each page viewed). The job type is corrected inline.
 */
export function PayrollRows({
  companyId,
  fiscalYear,
  documentId,
  onDocument,
  canEdit,
}: PayrollRowsProps) {
  const { t } = useTranslation(['payroll', 'errors']);
  const documents = registersOfYear(usePayrollDocuments(companyId).data?.items ?? [], fiscalYear);
  const document = documents.find((item) => item.id === documentId) ?? documents[0];
  const [jobType, setJobType] = useState<PayrollJobType | null>(null);
  // Another register or filter starts at its first page.
  const listKey = `${document?.id ?? ''}|${jobType ?? 'all'}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const rows = usePayrollRows(
    document ? { companyId, documentId: document.id, page, jobType } : null,
  );
  const columns = usePayrollRowColumns({ companyId, document, canEdit });

  return (
    <Card className="fdc-card" title={t('payroll:rows.title')} data-testid="fdc-payroll-rows">
      <Space wrap size="middle" className="fdc-block fdc-analyze-controls">
        <Select
          className="fdc-company-select"
          aria-label={t('payroll:rows.document')}
          data-testid="fdc-payroll-rows-document"
          value={document?.id}
          onChange={onDocument}
          options={documents.map((item) => ({
            value: item.id,
            label: documentPeriod(item, t),
          }))}
        />
        <Select<PayrollJobType | 'all'>
          className="fdc-year-select"
          aria-label={t('payroll:rows.filter')}
          data-testid="fdc-payroll-rows-filter"
          value={jobType ?? 'all'}
          onChange={(value) => setJobType(value === 'all' ? null : value)}
          options={[
            { value: 'all', label: t('payroll:rows.allJobTypes') },
            ...PAYROLL_JOB_TYPES.map((type) => ({
              value: type,
              label: t(`payroll:jobTypes.${type}`),
            })),
          ]}
        />
      </Space>
      {document && <UnknownLabels document={document} />}
      {rows.isError ? (
        <QueryError
          title={t('payroll:rows.loadFailed')}
          error={rows.error}
          onRetry={() => void rows.refetch()}
        />
      ) : (
        <Table<PayrollRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows.data?.items ?? []}
          loading={rows.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('payroll:rows.empty') }}
          pagination={{
            current: page,
            pageSize: PAYROLL_ROWS_PAGE_SIZE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setPaging({ listKey, page: next }),
          }}
        />
      )}
      <Typography.Paragraph type="secondary" className="fdc-hint">
        {t('payroll:rows.audit')}
      </Typography.Paragraph>
    </Card>
  );
}

/** The job values the reader did not know, kept as `other` until someone corrects them. */
function UnknownLabels({ document }: { document: PayrollDocument }) {
  const { t } = useTranslation('payroll');
  if (document.unknownJobLabels.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="fdc-block"
      title={t('rows.unknownLabels', { labels: document.unknownJobLabels.join(', ') })}
    />
  );
}
