import type { OtherAdjustment } from '@bus/domain';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { MissingStatementsPrompt } from '../../../components/missing-statements-prompt';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useDeleteOtherAdjustment } from '../api/delete-other-adjustment';
import { useOtherAdjustments } from '../api/get-other-adjustments';
import { useTransportCostTotals } from '../api/get-transport-cost';
import { AdjustmentSummary } from './adjustment-summary';
import { OtherAdjustmentForm } from './other-adjustment-form';
import { OtherAdjustmentsTable } from './other-adjustments-table';

/** Second tab: add, list and delete manual adjustments, and see them reach the totals. */
export function OtherAdjustmentsTab({
  companyId,
  fiscalYear,
  readOnly = false,
}: {
  companyId: string;
  fiscalYear: number;
  /** A reader (issue 14 §8): the list and its effect on the totals, no form and no delete. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation(['costAdjustment', 'errors']);
  const totals = useTransportCostTotals(companyId, fiscalYear);
  const list = useOtherAdjustments(companyId, fiscalYear);
  const remove = useDeleteOtherAdjustment(companyId, fiscalYear);
  const { message } = useFeedback();
  const view = totals.data;

  const onDelete = (adjustment: OtherAdjustment) =>
    remove.mutate(adjustment.id, {
      onSuccess: () => message.success(t('costAdjustment:other.deleted')),
    });

  if (totals.isPending) return <Spin className="costing-spinner" />;
  if (totals.isError)
    return (
      <QueryError
        title={t('costAdjustment:errors.summary')}
        error={totals.error}
        onRetry={() => void totals.refetch()}
      />
    );
  if (view && view.missing.length > 0)
    return (
      <MissingStatementsPrompt
        missing={view.missing}
        describe={(statements) =>
          t('costAdjustment:missing.description', { year: fiscalYear, statements })
        }
      />
    );

  const transportCostHref = `/transportation-general-cost?company=${encodeURIComponent(companyId)}&year=${fiscalYear}`;
  return (
    <div className={readOnly ? 'ca-layout ca-read-only' : 'ca-layout'}>
      {readOnly ? null : (
        <div className="ca-area-form">
          <OtherAdjustmentForm companyId={companyId} fiscalYear={fiscalYear} />
        </div>
      )}
      <div className="ca-area-side">
        {view ? <AdjustmentSummary view={view} transportCostHref={transportCostHref} /> : null}
      </div>
      <Card className="ca-area-list" size="small" title={t('costAdjustment:other.listTitle')}>
        {remove.error ? (
          <Alert
            className="costing-block"
            type="error"
            showIcon
            role="alert"
            title={t('costAdjustment:errors.delete')}
            description={errorMessage(remove.error, t)}
          />
        ) : null}
        {list.isPending ? <Spin className="costing-spinner" /> : null}
        {list.isError ? (
          <QueryError
            title={t('costAdjustment:errors.load')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : null}
        {list.data ? (
          <OtherAdjustmentsTable
            list={list.data}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
            onDelete={onDelete}
            readOnly={readOnly}
          />
        ) : null}
      </Card>
    </div>
  );
}
