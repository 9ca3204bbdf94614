import type { DepreciationResultsView } from '@bus/domain';
import { Card, Skeleton } from 'antd';
import type { Periods } from '../lib/periods';
import { ReconciliationCard } from './reconciliation-card';
import { TotalsCard } from './totals-card';

/** The summary row of the management screen: the two years' totals and the reconciliation. */
export function ManagementSummary({
  results,
  periods,
}: {
  results: DepreciationResultsView | undefined;
  periods: Periods;
}) {
  if (!results) {
    return (
      <Card size="small">
        <Skeleton active />
      </Card>
    );
  }
  return (
    <div className="dep-two">
      <TotalsCard periods={periods} total={results.total} assetCount={results.assetCount} />
      <ReconciliationCard
        reconciliation={results.reconciliation}
        fiscalYear={Number(periods.base.slice(0, 4))}
      />
    </div>
  );
}
