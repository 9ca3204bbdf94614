import type { FinancialSupportResultView } from '@bus/domain';
import { Alert, Card, Descriptions, Grid } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { StepsTable } from './steps-table';

/** What the support gap means, in words (positive: under-compensated; negative: over). */
function gapText(
  result: FinancialSupportResultView,
  t: TFunction,
  won: (value: number) => string,
): string {
  if (result.supportGap > 0) return t('result.gapUnder', { amount: won(result.supportGap) });
  if (result.supportGap < 0) return t('result.gapOver', { amount: won(-result.supportGap) });
  return t('result.gapEven');
}

/** The figures of the rule and the steps that lead to them, so an official can check each one. */
export function ResultCard({ result }: { result: FinancialSupportResultView }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const rate = result.recoveryRate === null ? null : result.recoveryRate * 100;
  // On a phone a label beside a 14-digit amount leaves neither room: stack them.
  const narrow = !(Grid.useBreakpoint().sm ?? false);
  return (
    <Card title={t('result.title')} className="costing-block" data-testid="fs-result">
      <Descriptions
        size="small"
        bordered
        layout={narrow ? 'vertical' : 'horizontal'}
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        className="costing-block"
      >
        <Descriptions.Item label={t('result.cost')}>
          <span className="costing-amount" data-testid="fs-cost">
            {won(result.cost)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={<strong>{t('result.transportLoss')}</strong>}>
          <strong className="costing-amount fs-headline" data-testid="fs-loss">
            {won(result.transportLoss)}
          </strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('result.supportNeed')}>
          <span className="costing-amount" data-testid="fs-need">
            {won(result.supportNeed)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('result.supportGap')}>
          <span className="costing-amount" data-testid="fs-gap">
            {won(result.supportGap)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('result.recoveryRate')}>
          <span className="costing-amount" data-testid="fs-rate">
            {formatPercent(rate)}
          </span>
        </Descriptions.Item>
      </Descriptions>
      {result.transportLoss < 0 ? (
        <Alert
          className="costing-block"
          type="success"
          showIcon
          title={t('result.surplus', { amount: won(-result.transportLoss) })}
        />
      ) : null}
      <Alert
        className="costing-block"
        type={result.supportGap > 0 ? 'warning' : 'info'}
        showIcon
        data-testid="fs-gap-text"
        title={gapText(result, t, won)}
      />
      <StepsTable result={result} />
    </Card>
  );
}
