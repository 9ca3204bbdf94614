import type { DepreciationResultsView, EntityRef } from '@bus/domain';
import { Card, type TablePaginationConfig, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Periods } from '../lib/periods';
import { ReconciliationCard } from './reconciliation-card';
import { ClassChart, EntityChart } from './results-charts';
import { AssetResultsTable, ClassResultsTable, EntityResultsTable } from './results-tables';
import { TotalsCard } from './totals-card';

/**
 * Depreciation results (issue 15 §5) as both the signed-in screen and the demo show them: totals
 * and reconciliation, by entity and by class (chart and table), and by asset.
 */
export function ResultsView({
  results,
  periods,
  entities,
  assetPagination,
  loading = false,
}: {
  results: DepreciationResultsView;
  periods: Periods;
  entities: readonly EntityRef[];
  assetPagination: TablePaginationConfig | false;
  loading?: boolean;
}) {
  const { t } = useTranslation('depreciation');
  return (
    <div className="dep-stack">
      <div className="dep-two">
        <TotalsCard periods={periods} total={results.total} assetCount={results.assetCount} />
        <ReconciliationCard
          reconciliation={results.reconciliation}
          fiscalYear={Number(periods.base.slice(0, 4))}
        />
      </div>
      <section className="dep-stack" aria-labelledby="dep-by-entity">
        <Typography.Title level={2} id="dep-by-entity" className="dep-section-title">
          {t('results.byEntity')}
        </Typography.Title>
        {results.entitiesPeriod === null ? (
          <Typography.Text type="secondary">
            {t('results.noEntities', { period: periods.base })}
          </Typography.Text>
        ) : null}
        <div className="dep-stack">
          <EntityChart byEntity={results.byEntity} periods={periods} />
          <Card size="small">
            <EntityResultsTable byEntity={results.byEntity} periods={periods} />
          </Card>
        </div>
      </section>
      <section className="dep-stack" aria-labelledby="dep-by-class">
        <Typography.Title level={2} id="dep-by-class" className="dep-section-title">
          {t('results.byClass')}
        </Typography.Title>
        <div className="dep-stack">
          <ClassChart byClass={results.byClass} periods={periods} />
          <Card size="small">
            <ClassResultsTable rows={results.byClass} periods={periods} />
          </Card>
        </div>
      </section>
      <section className="dep-stack" aria-labelledby="dep-by-asset">
        <Typography.Title level={2} id="dep-by-asset" className="dep-section-title">
          {t('results.byAsset')}
        </Typography.Title>
        <Card size="small">
          <AssetResultsTable
            rows={results.byAsset}
            periods={periods}
            entities={entities}
            pagination={assetPagination}
            loading={loading}
          />
        </Card>
      </section>
    </div>
  );
}
