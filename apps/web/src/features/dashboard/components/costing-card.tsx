import type { DashboardCompany } from '@bus/domain';
import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { moneyLng } from '../lib/cards';
import type { CardLinks } from '../lib/links';
import { CardLink } from './card-link';
import { FigureRow } from './figure-row';

/** 총괄원가 with what it is made of, exactly as the total cost screen shows them. */
export function CostingCard({ company, links }: { company: DashboardCompany; links: CardLinks }) {
  const { t, i18n } = useTranslation('dashboard');
  const won = (value: number) => formatKRW(value, 'won', moneyLng(i18n.resolvedLanguage));
  const c = company.costing;
  return (
    <Card className="dash-card" title={t('costing.title')} data-testid="dash-costing">
      {c ? (
        <>
          <FigureRow
            strong
            label={t('costing.totalCost')}
            value={won(c.totalCost)}
            testId="dash-totalCost"
          />
          <FigureRow
            label={t('costing.operatingExpense')}
            value={won(c.operatingExpense)}
            testId="dash-operatingExpense"
          />
          <FigureRow
            label={t('costing.appropriateCost')}
            value={won(c.appropriateCost)}
            testId="dash-appropriateCost"
          />
          <FigureRow
            label={t('costing.investmentCompensation')}
            value={won(c.investment.amount)}
            testId="dash-investmentCompensation"
            note={
              c.investment.source === 'stored'
                ? t('costing.sourceStored')
                : t('costing.sourceDefault')
            }
          />
          {c.otherAdjustmentsTotal !== 0 ? (
            <Typography.Paragraph type="secondary" className="dash-small">
              {t('costing.otherAdjustments', { amount: won(c.otherAdjustmentsTotal) })}
            </Typography.Paragraph>
          ) : null}
          {c.unclassifiedCount > 0 ? (
            <Alert
              type="warning"
              showIcon
              className="dash-alert"
              title={t('costing.unclassified', { count: c.unclassifiedCount })}
            />
          ) : null}
          {c.investment.differs ? (
            <Alert type="info" showIcon className="dash-alert" title={t('costing.differs')} />
          ) : null}
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('costing.missing')}</Typography.Paragraph>
      )}
      <div className="dash-card-links">
        <CardLink to={links.totalCost} label={t('costing.open')} testId="dash-open-totalCost" />
        <CardLink to={links.investment} label={t('costing.openInvestment')} />
      </div>
    </Card>
  );
}
