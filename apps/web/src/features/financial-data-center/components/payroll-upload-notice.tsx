import type { PayrollDocument } from '@bus/domain';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePayrollDocuments } from '../api/get-payroll-documents';
import { payrollTabPath, registerName } from '../lib/payroll';
import { ListAlert, PayrollWarnings } from './payroll-warnings';

type PayrollUploadNoticeProps = {
  companyId: string;
  documentId: string;
  /** The year the form sent: the link's year until the register itself is read. */
  fiscalYear: number | null;
};

/**
 * The end of a payroll upload (ADR 0013): what was read, which columns were dropped and never
 * stored, the job values to correct, and the way to the payroll tab of that company and year.
 */
export function PayrollUploadNotice({
  companyId,
  documentId,
  fiscalYear,
}: PayrollUploadNoticeProps) {
  const { t } = useTranslation('financial');
  const documents = usePayrollDocuments(companyId);
  const document = documents.data?.items.find((item) => item.id === documentId);
  const year = document?.fiscalYear ?? fiscalYear;
  const open = (
    <Link to={payrollTabPath(companyId, year)} data-testid="fdc-payroll-open">
      <Button type="primary" size="small">
        {t('progress.payrollOpen')}
      </Button>
    </Link>
  );
  return (
    <Flex vertical gap="small" data-testid="fdc-payroll-notice">
      <Alert
        type="success"
        showIcon
        title={
          document
            ? t('progress.payrollDone', {
                year: document.fiscalYear,
                period: registerName(document, t),
                count: document.rowCount,
              })
            : t('progress.payrollDoneShort')
        }
        description={document ? <RegisterFacts document={document} /> : null}
        action={open}
      />
      {document && <PayrollWarnings document={document} />}
      {document && document.unknownJobLabels.length > 0 && (
        <ListAlert
          testId="fdc-payroll-unknown-jobs"
          title={t('progress.payrollUnknownTitle', { count: document.unknownJobLabels.length })}
          text={t('progress.payrollUnknownText')}
          items={document.unknownJobLabels}
        />
      )}
    </Flex>
  );
}

/** What was kept and what was not: the dropped columns, the names, the deleted original. */
function RegisterFacts({ document }: { document: PayrollDocument }) {
  const { t } = useTranslation('financial');
  return (
    <ul className="fdc-notice-list" data-testid="fdc-payroll-dropped">
      <li>
        {document.droppedColumns.length > 0
          ? t('progress.payrollDropped', { columns: document.droppedColumns.join(', ') })
          : t('progress.payrollNothingDropped')}
      </li>
      <li>
        {document.namesKept ? t('progress.payrollNamesKept') : t('progress.payrollNamesDropped')}
      </li>
      <li>{t('progress.payrollOriginalDeleted')}</li>
    </ul>
  );
}
