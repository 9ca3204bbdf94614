import type { TransportCostView } from '@bus/domain';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKRW } from '../../../lib/format';
import type { ScreenFigures } from '../lib/working-copy';

/** Spec §9 "Transport cost formulas" on the working copy, with the investment source. */
export function SummaryCard({
  view,
  figures,
}: {
  view: TransportCostView;
  figures: ScreenFigures;
}) {
  const { t, i18n } = useTranslation('transportCost');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const period = `company=${view.companyId}&year=${view.fiscalYear}`;
  const rows: Array<[string, number]> = [
    ['transportationCost', figures.transportationCost],
    ['administrationCost', figures.administrationCost],
    ['operatingExpense', figures.operatingExpense],
    ['nonOperatingExpense', figures.nonOperatingExpense],
    ['nonOperatingIncome', figures.nonOperatingIncome],
    ['appropriateCost', figures.appropriateCost],
  ];
  const source =
    figures.investmentSource === 'stored'
      ? t('summary.sourceStored', {
          date: view.investment.storedAt ? formatDate(view.investment.storedAt, lng) : '-',
        })
      : t('summary.sourceDefault');

  return (
    <Card title={t('summary.title')} data-testid="tc-summary">
      <Descriptions column={1} size="small" bordered>
        {rows.map(([key, value]) => (
          <Descriptions.Item key={key} label={t(`summary.${key}`)}>
            <span className="costing-amount" data-testid={`tc-sum-${key}`}>
              {won(value)}
            </span>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('summary.investmentCompensation')}>
          <span className="costing-amount" data-testid="tc-sum-investmentCompensation">
            {won(figures.investmentCompensation)}
          </span>
          <Typography.Text type="secondary" className="costing-small costing-block">
            {source}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={<strong>{t('summary.totalCost')}</strong>}>
          <strong className="costing-amount" data-testid="tc-sum-totalCost">
            {won(figures.totalCost)}
          </strong>
        </Descriptions.Item>
      </Descriptions>
      {view.otherAdjustmentsTotal !== 0 ? (
        <Typography.Paragraph type="secondary" className="costing-small">
          {t('summary.otherAdjustments', { amount: won(view.otherAdjustmentsTotal) })}
        </Typography.Paragraph>
      ) : null}
      <Space wrap className="costing-block">
        <Button size="small" href={`/investment-compensation?${period}`}>
          {t('actions.openInvestment')}
        </Button>
        <Button size="small" href={`/financial-support?${period}`}>
          {t('actions.openSupport')}
        </Button>
      </Space>
      {figures.unclassifiedCount > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('summary.unclassified', {
            count: figures.unclassifiedCount,
            amount: won(figures.unclassifiedAmount),
          })}
        />
      ) : null}
    </Card>
  );
}
