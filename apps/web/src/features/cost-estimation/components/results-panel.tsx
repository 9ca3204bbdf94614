import type { EstimationCalculation, EstimationItem } from '@bus/domain';
import { Alert, Card, InputNumber, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import type { EstimationView } from '../hooks/use-estimation-params';
import type { ScenarioDraft } from '../lib/scenario-drafts';
import { CategoriesTable } from './categories-table';
import { Change, type Lng, scenarioKey, Won } from './comparison-columns';
import { EntitiesTable } from './entities-table';
import { ItemsTable } from './items-table';
import { LinesTable } from './lines-table';

type Props = {
  calculation: EstimationCalculation;
  /** The draft open in the editor, and its place among the compared ones (-1: not compared). */
  active: ScenarioDraft | null;
  activeIndex: number;
  view: EstimationView;
  onView: (next: EstimationView) => void;
  onItem: (lineKey: string, item: EstimationItem | 'none' | 'dictionary') => void;
  onUnmappedRate: (rate: number | null) => void;
};

/**
 * The estimate of the compared scenarios: each one's total (base year → estimate year), the lines
 * no item is known for with the rate they take, and the tables by item, class, account (where
 * the open scenario's mapping is edited) and entity.
 */
export function ResultsPanel(props: Props) {
  const { calculation, active, activeIndex } = props;
  const { t, i18n } = useTranslation('costEstimation');
  const lng: Lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const scenarios = calculation.scenarios;
  const activeResult = activeIndex >= 0 ? scenarios[activeIndex]?.result : null;
  const unmapped = activeResult?.unmapped ?? [];
  const years = { base: calculation.baseYear, estimate: calculation.estimateYear };

  return (
    <div className="ce-stack">
      <div className="ce-totals" data-testid="ce-totals">
        {scenarios.map((scenario) => (
          <Card key={scenarioKey(scenario)} size="small" title={scenario.name}>
            {scenario.result ? (
              <dl className="ce-total-list">
                <dt>{t('totals.base', years)}</dt>
                <dd>
                  <Won value={scenario.result.total.base} lng={lng} />
                </dd>
                <dt>{t('totals.estimate', years)}</dt>
                <dd>
                  <strong>
                    <Won value={scenario.result.total.estimate} lng={lng} />
                  </strong>
                </dd>
                <dt>{t('totals.change')}</dt>
                <dd>
                  <Change
                    base={scenario.result.total.base}
                    estimate={scenario.result.total.estimate}
                  />
                </dd>
              </dl>
            ) : (
              '-'
            )}
          </Card>
        ))}
      </div>
      {active && activeIndex >= 0 && unmapped.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="ce-unmapped"
          title={t('unmapped.title', { count: unmapped.length, scenario: active.name })}
          description={
            <Space orientation="vertical" className="costing-full">
              <ul className="ce-unmapped-list">
                {unmapped.map((line) => (
                  <li key={line.key}>
                    {line.name} · {formatKRW(line.base, 'won', lng)}
                  </li>
                ))}
              </ul>
              <span className="ce-inline-field">
                <label htmlFor="ce-unmapped-rate">{t('unmapped.rate')}</label>
                <InputNumber<number>
                  id="ce-unmapped-rate"
                  value={active.unmappedRate}
                  step={0.01}
                  precision={2}
                  suffix="%"
                  onChange={(next) => props.onUnmappedRate(typeof next === 'number' ? next : null)}
                />
              </span>
              <Typography.Text type="secondary" className="costing-small">
                {t('unmapped.help')}
              </Typography.Text>
            </Space>
          }
        />
      ) : null}
      <Tabs
        activeKey={props.view}
        onChange={(next) => props.onView(next as EstimationView)}
        items={[
          {
            key: 'items',
            label: t('views.items'),
            children: <ItemsTable scenarios={scenarios} lng={lng} />,
          },
          {
            key: 'categories',
            label: t('views.categories'),
            children: <CategoriesTable scenarios={scenarios} lng={lng} />,
          },
          {
            key: 'lines',
            label: t('views.lines'),
            children:
              activeResult && active ? (
                <>
                  <Typography.Paragraph type="secondary" className="costing-small">
                    {t('lines.help', { scenario: active.name })}
                  </Typography.Paragraph>
                  <LinesTable lines={activeResult.lines} lng={lng} onItem={props.onItem} />
                </>
              ) : (
                <Alert type="info" showIcon title={t('lines.notCompared')} />
              ),
          },
          {
            key: 'entities',
            label: t('views.entities'),
            children: <EntitiesTable scenarios={scenarios} lng={lng} />,
          },
        ]}
      />
    </div>
  );
}
