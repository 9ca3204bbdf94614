import type { DashboardCompany } from '@bus/domain';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { moneyLng } from '../lib/cards';
import { CardLink } from './card-link';
import { FigureRow } from './figure-row';

/** Transport loss and support on the total cost, as the financial support screen computes it. */
export function SupportCard({ company, link }: { company: DashboardCompany; link: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const won = (value: number) => formatKRW(value, 'won', moneyLng(i18n.resolvedLanguage));
  const s = company.support;
  const gap = s ? Math.sign(s.supportGap) : 0;
  return (
    <Card className="dash-card" title={t('support.title')} data-testid="dash-support">
      {s ? (
        <>
          <FigureRow
            strong
            label={t('support.transportLoss')}
            value={won(s.transportLoss)}
            testId="dash-transportLoss"
          />
          <FigureRow
            label={t('support.supportNeed')}
            value={won(s.supportNeed)}
            testId="dash-supportNeed"
          />
          <FigureRow
            label={t('support.subsidiesReceived')}
            value={won(s.subsidiesReceived)}
            testId="dash-subsidiesReceived"
          />
          <FigureRow
            label={t('support.supportGap')}
            value={won(s.supportGap)}
            testId="dash-supportGap"
            note={
              <Tag color={gap > 0 ? 'orange' : gap < 0 ? 'blue' : 'default'}>
                {t(gap > 0 ? 'support.gapUnder' : gap < 0 ? 'support.gapOver' : 'support.gapEven')}
              </Tag>
            }
          />
          <FigureRow
            label={t('support.recoveryRate')}
            value={formatPercent(s.recoveryRate === null ? null : s.recoveryRate * 100)}
            testId="dash-recoveryRate"
          />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('support.missing')}</Typography.Paragraph>
      )}
      <CardLink to={link} label={t('support.open')} />
    </Card>
  );
}
