import {
  EQUITY_POLICIES,
  type EquityPolicy,
  type InvestmentCalculationView,
  type InvestmentView,
} from '@bus/domain';
import { Alert, Card, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKRW } from '../../../lib/format';
import { rateText } from '../lib/form';

type Props = {
  calculation: InvestmentCalculationView;
  policy: EquityPolicy;
  onPolicy: (policy: EquityPolicy) => void;
  stored: InvestmentView['stored'];
  disabled: boolean;
};

/**
 * Spec §2 "Result card": the final compensation and its formula, the equity policy (domain.md §9
 * item 9) and, under capital erosion, what the other policy would give.
 */
export function ResultCard({ calculation, policy, onPolicy, stored, disabled }: Props) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const result = calculation.result;
  const outcome = calculation.equityPolicy;
  return (
    <Card title={t('cards.result')} className="costing-block" data-testid="ic-result">
      <div className="ic-result-amount costing-amount" data-testid="ic-result-amount">
        {result ? won(result.investmentCompensation) : '-'}
      </div>
      <Typography.Paragraph type="secondary" className="costing-small">
        {t('result.formula')}
        {result ? (
          <span className="costing-block costing-tabular" data-testid="ic-result-expression">
            {`${won(result.fareBase)} × ${rateText(result.appropriateInvestmentReturn)}`}
          </span>
        ) : (
          <span className="costing-block">{t('result.incomplete')}</span>
        )}
      </Typography.Paragraph>
      <fieldset className="ic-policy">
        <legend className="ic-label">{t('policy.label')}</legend>
        <Radio.Group
          value={policy}
          onChange={(e) => onPolicy(e.target.value as EquityPolicy)}
          disabled={disabled}
        >
          <Space orientation="vertical">
            {EQUITY_POLICIES.map((value) => (
              <Radio key={value} value={value}>
                {t(`policy.${value}`)}
                <Typography.Text type="secondary" className="costing-small costing-block">
                  {t(`policy.${value}Help`)}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </fieldset>
      {outcome?.capitalErosion ? (
        <Alert
          type="warning"
          showIcon
          className="costing-block"
          data-testid="ic-erosion"
          title={t('policy.erosion', { equity: won(outcome.equityReported) })}
          description={
            <>
              {t(`policy.erosionNote.${outcome.policy}`)}
              {outcome.otherPolicy ? (
                <span className="costing-block" data-testid="ic-other-policy">
                  {t('policy.other', {
                    policy: t(`policy.${outcome.otherPolicy.policy}`),
                    rate: rateText(outcome.otherPolicy.returnRate),
                    amount: won(outcome.otherPolicy.investmentCompensation),
                  })}
                </span>
              ) : null}
            </>
          }
        />
      ) : null}
      {stored ? (
        <Typography.Text
          type="secondary"
          className="costing-small costing-block"
          data-testid="ic-stored"
        >
          {t('result.stored', {
            amount: won(stored.investmentCompensation),
            date: formatDate(stored.savedAt, lng, { time: true }),
            who: stored.savedBy.name,
          })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="costing-small costing-block">
          {t('result.notStored')}
        </Typography.Text>
      )}
    </Card>
  );
}
