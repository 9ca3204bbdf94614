import type { PayrollSummary } from '@bus/domain';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayrollChart } from './payroll-chart';
import { PayrollDocuments } from './payroll-documents';
import { PayrollJobTable } from './payroll-job-table';
import { PayrollReconciliationCard } from './payroll-reconciliation';
import { PayrollRows } from './payroll-rows';

type PayrollYearViewProps = {
  summary: PayrollSummary;
  /** The company's figures may be changed by the caller (tolerance); rows need canSeeRows too. */
  canEdit: boolean;
};

/** One company's payroll year: what it is made of, the figures, the registers and the rows. */
export function PayrollYearView({ summary, canEdit }: PayrollYearViewProps) {
  const { t } = useTranslation('payroll');
  const [documentId, setDocumentId] = useState<string | null>(null);
  // Correcting job types and deleting registers: a manager of the organisation (ADR 0013), who is
  // also who sees the rows; the server refuses anyone else anyway.
  const canManage = summary.canSeeRows && canEdit;
  return (
    <Space orientation="vertical" size="middle" className="fdc-full-width">
      <Coverage summary={summary} />
      {summary.ownedBuses === null && (
        <Alert
          type="info"
          showIcon
          data-testid="fdc-payroll-no-buses"
          title={t('noBuses.title', { year: summary.fiscalYear })}
          description={t('noBuses.text')}
          action={
            <Link to={`/cost-allocation?company=${summary.companyId}&year=${summary.fiscalYear}`}>
              <Button size="small">{t('noBuses.action')}</Button>
            </Link>
          }
        />
      )}
      <PayrollJobTable summary={summary} />
      {summary.monthly.length > 0 && (
        <PayrollChart monthly={summary.monthly} fiscalYear={summary.fiscalYear} />
      )}
      <PayrollReconciliationCard summary={summary} canEdit={canEdit} />
      <PayrollDocuments
        companyId={summary.companyId}
        fiscalYear={summary.fiscalYear}
        canSeeRows={summary.canSeeRows}
        canManage={canManage}
        onViewRows={setDocumentId}
      />
      {summary.canSeeRows ? (
        <PayrollRows
          companyId={summary.companyId}
          fiscalYear={summary.fiscalYear}
          documentId={documentId}
          onDocument={setDocumentId}
          canEdit={canManage}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          data-testid="fdc-payroll-rows-hidden"
          title={t('rows.hidden')}
        />
      )}
    </Space>
  );
}

/** Whether the year stands on its annual register or on some months (ADR 0013). */
function Coverage({ summary }: { summary: PayrollSummary }) {
  const { t } = useTranslation('payroll');
  const { coverage } = summary;
  const months = coverage.months.map((month) => t('periods.month', { month })).join(', ');
  return (
    <div data-testid="fdc-payroll-coverage">
      <Tag className="fdc-wrap-tag" color={coverage.complete ? 'green' : 'orange'}>
        {coverage.source === 'annual'
          ? t('coverage.annual')
          : t('coverage.monthly', { count: coverage.months.length, months })}
      </Tag>
      {!coverage.complete && (
        <Alert type="warning" showIcon className="fdc-block-top" title={t('coverage.partial')} />
      )}
    </div>
  );
}
