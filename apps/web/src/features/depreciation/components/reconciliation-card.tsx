import type { DepreciationReconciliation } from '@bus/domain';
import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';

/** A difference with its sign: "+7,276,401원", "-1,000원", "0원". */
export function signedWon(value: number, lng: 'ko' | 'en'): string {
  const text = formatKRW(value, 'won', lng);
  return value > 0 ? `+${text}` : text;
}

/**
 * The register against the statements (issue 15 §4): the base year's depreciation from the
 * register beside 감가상각비 of the cost statement and of SG&A, and the difference with its sign.
 * `reconciliation` null: the base year has no statements to compare with.
 */
export function ReconciliationCard({
  reconciliation,
  fiscalYear,
}: {
  reconciliation: DepreciationReconciliation | null;
  fiscalYear: number;
}) {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const title = t('reconciliation.title', { year: reconciliation?.fiscalYear ?? fiscalYear });
  if (!reconciliation) {
    return (
      <Card size="small" title={title} data-testid="dep-reconciliation">
        <Alert type="info" showIcon title={t('reconciliation.none', { year: fiscalYear })} />
      </Card>
    );
  }
  const { register, costStatement, sga, statements, difference, withinOnePercent } = reconciliation;
  const rows: [string, string, boolean?][] = [
    [t('reconciliation.register'), won(register)],
    [t('reconciliation.costStatement'), won(costStatement)],
    [t('reconciliation.sga'), won(sga)],
    [t('reconciliation.statements'), won(statements), true],
  ];
  return (
    <Card size="small" title={title} data-testid="dep-reconciliation">
      <dl className="dep-figures">
        {rows.map(([label, value, strong]) => (
          <div key={label} className={strong ? 'dep-figure dep-figure-strong' : 'dep-figure'}>
            <dt>{label}</dt>
            <dd className="costing-amount">{value}</dd>
          </div>
        ))}
        <div className="dep-figure dep-figure-strong dep-figure-difference">
          <dt>{t('reconciliation.difference')}</dt>
          <dd className="costing-amount" data-testid="dep-reconciliation-difference">
            {signedWon(difference, lng)}
          </dd>
        </div>
      </dl>
      <Tag color={withinOnePercent ? 'green' : 'orange'} className="dep-tag">
        {t(withinOnePercent ? 'reconciliation.within' : 'reconciliation.outside')}
      </Tag>
      <p className="dep-note">{t('reconciliation.note')}</p>
    </Card>
  );
}
