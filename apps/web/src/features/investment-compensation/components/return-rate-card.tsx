import { LineChartOutlined } from '@ant-design/icons';
import { EQUITY_RETURN_RATE, type InvestmentField, type ValidationMessage } from '@bus/domain';
import { Alert, Button, Card, Checkbox, Divider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rateText } from '../lib/form';
import { messageText } from '../lib/messages';
import type { FieldsProps } from './field-props';
import { Figure } from './figure';
import { NumberField } from './number-field';

/** Where the ratios are computed (financial data center, analysis tab). */
const RATIOS_PATH = '/financial-data-center/analyze';

type Props = FieldsProps & {
  /** The §5 "Borrowing average interest rate" problem of the last load from the ratios. */
  ratioProblem: ValidationMessage | null;
  ratioLoading: boolean;
  onLoadRatio: () => void;
};

const ratio = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(8));

/** Spec §2 "Return rate card": E and D, Re fixed at 5.62 %, Rd from the ratios, Tc. */
export function ReturnRateCard(props: Props) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  // Re is the legal standard: shown disabled unless the user deliberately overrides it.
  const [overrideRe, setOverrideRe] = useState(props.values.equityRate !== EQUITY_RETURN_RATE);
  const field = (name: InvestmentField, extra: Partial<Parameters<typeof NumberField>[0]> = {}) => (
    <NumberField
      key={name}
      field={name}
      value={props.values[name]}
      onChange={(value) => props.onChange(name, value)}
      source={props.sources[name]}
      load={props.loads[name]}
      warning={props.warnings[name]}
      disabled={props.disabled}
      {...extra}
    />
  );
  const result = props.result;
  return (
    <Card title={t('cards.returnRate')} className="costing-block" data-testid="ic-return-rate">
      <div className="ic-fields">
        {field('equity', { onReload: () => props.onReload('equity') })}
        {field('debt', { onReload: () => props.onReload('debt') })}
      </div>
      <Figure
        label={t('figures.equityWeight')}
        value={ratio(result?.equityWeight)}
        testId="ic-equityWeight"
      />
      <Figure
        label={t('figures.debtWeight')}
        value={ratio(result?.debtWeight)}
        testId="ic-debtWeight"
      />
      <Divider />
      <div className="ic-fields">
        {field('equityRate', {
          kind: 'percent',
          disabled: props.disabled || !overrideRe,
          extra: (
            <Checkbox checked={overrideRe} onChange={(e) => setOverrideRe(e.target.checked)}>
              {t('field.overrideEquityRate')}
            </Checkbox>
          ),
        })}
        {field('debtRate', {
          kind: 'percent',
          extra: (
            <Button
              icon={<LineChartOutlined />}
              loading={props.ratioLoading}
              onClick={props.onLoadRatio}
              disabled={props.disabled}
            >
              {t('actions.loadRatio')}
            </Button>
          ),
        })}
        {props.ratioProblem ? (
          <Alert
            type={props.ratioProblem.rule === 'borrowing_rate_missing' ? 'warning' : 'error'}
            showIcon
            className="costing-block"
            data-testid="ic-ratio-problem"
            title={messageText(props.ratioProblem, t, lng)}
            action={
              props.ratioProblem.rule === 'borrowing_rate_missing' ? (
                <Link to={RATIOS_PATH}>{t('actions.openRatios')}</Link>
              ) : null
            }
          />
        ) : null}
        {field('corporateTaxRate', { kind: 'percent' })}
      </div>
      <Divider />
      <Figure
        label={t('figures.returnRate')}
        value={rateText(result?.appropriateInvestmentReturn)}
        testId="ic-returnRate"
        strong
      />
    </Card>
  );
}
