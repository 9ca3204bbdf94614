import type { InvestmentField } from '@bus/domain';
import { Card, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import type { FieldsProps } from './field-props';
import { Figure } from './figure';
import { NumberField } from './number-field';

const ASSET_FIELDS: readonly InvestmentField[] = ['tangibleAssetsBV', 'revaluationDifference'];
const WORKING_FIELDS: readonly InvestmentField[] = [
  'operatingCost',
  'retirementFund',
  'depreciationCost',
  'intangibleAssetDepreciation',
  'badDebtExpense',
];

/** Spec §2 "Fare base card": net operating equipment assets and working capital with their inputs. */
export function FareBaseCard(props: FieldsProps) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number | undefined) =>
    value === undefined ? '-' : formatKRW(value, 'won', lng);
  const field = (name: InvestmentField) => (
    <NumberField
      key={name}
      field={name}
      value={props.values[name]}
      onChange={(value) => props.onChange(name, value)}
      source={props.sources[name]}
      load={props.loads[name]}
      onReload={() => props.onReload(name)}
      warning={props.warnings[name]}
      disabled={props.disabled}
    />
  );
  return (
    <Card title={t('cards.fareBase')} className="costing-block" data-testid="ic-fare-base">
      <div className="ic-fields">{ASSET_FIELDS.map(field)}</div>
      <Figure
        label={t('figures.movingEquipmentAssets')}
        value={won(props.result?.movingEquipmentAssets)}
        testId="ic-movingEquipmentAssets"
      />
      <Divider />
      <div className="ic-fields">{WORKING_FIELDS.map(field)}</div>
      <Figure
        label={t('figures.workingCapital')}
        value={won(props.result?.workingCapital)}
        testId="ic-workingCapital"
      />
      <Divider />
      <Figure
        label={t('figures.fareBase')}
        value={won(props.result?.fareBase)}
        testId="ic-fareBase"
        strong
      />
    </Card>
  );
}
