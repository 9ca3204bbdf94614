import type { DashboardCompany, DashboardRatio } from '@bus/domain';
import { Alert, Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { arrowOf } from '../lib/cards';
import { CardLink } from './card-link';

/** The arrow of a ratio's change, said in words for a screen reader. */
export function TrendArrow({ ratio }: { ratio: Pick<DashboardRatio, 'trend'> }) {
  const { t } = useTranslation('dashboard');
  const arrow = arrowOf(ratio);
  return (
    <span
      className={`dash-trend dash-trend-${arrow.key}`}
      data-trend={arrow.key}
      title={t(`ratios.trends.${arrow.key}`)}
    >
      <span aria-hidden>{arrow.symbol || '·'}</span>
      <span className="dash-visually-hidden">{t(`ratios.trends.${arrow.key}`)}</span>
    </span>
  );
}

/** The data center's ten ratios for the year, last year's value and the arrow between them. */
export function RatiosCard({ company, link }: { company: DashboardCompany; link: string }) {
  const { t } = useTranslation('dashboard');
  const ratios = company.ratios;
  const columns: ColumnsType<DashboardRatio> = [
    {
      key: 'name',
      title: t('ratios.ratio'),
      render: (_, ratio) => (
        <span>
          {t(`ratios.names.${ratio.key}`)}
          {ratio.affectedByCapitalErosion ? ' *' : ''}
        </span>
      ),
    },
    {
      key: 'current',
      title: t('ratios.yearColumn', { year: company.fiscalYear }),
      align: 'right',
      render: (_, ratio) => (
        <span className="dash-amount" data-testid={`dash-ratio-${ratio.key}`}>
          {formatPercent(ratio.current)}
        </span>
      ),
    },
    {
      key: 'previous',
      title: t('ratios.yearColumn', { year: company.fiscalYear - 1 }),
      align: 'right',
      render: (_, ratio) => <span className="dash-amount">{formatPercent(ratio.previous)}</span>,
    },
    {
      key: 'trend',
      title: t('ratios.trend'),
      align: 'center',
      width: 64,
      render: (_, ratio) => <TrendArrow ratio={ratio} />,
    },
  ];
  return (
    <Card className="dash-card" title={t('ratios.title')} data-testid="dash-ratios">
      {ratios ? (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            columns={columns}
            dataSource={ratios.items}
          />
          {ratios.capitalErosion ? (
            <Alert type="warning" showIcon className="dash-alert" title={t('ratios.erosion')} />
          ) : null}
          {ratios.insufficientData ? (
            <Typography.Paragraph type="secondary" className="dash-small">
              {t('ratios.insufficient')}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('ratios.missing')}</Typography.Paragraph>
      )}
      <CardLink to={link} label={t('ratios.open')} />
    </Card>
  );
}
