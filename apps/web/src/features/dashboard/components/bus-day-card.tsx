import {
  type DashboardCompany,
  type DashboardReference,
  differenceFromReference,
} from '@bus/domain';
import { Card, Tag, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { moneyLng } from '../lib/cards';
import { CardLink } from './card-link';
import { FigureRow } from './figure-row';

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/**
 * 총괄원가 per owned bus per day beside the published per-bus-day figures of other cities, each
 * with its place, year and source, and said to be a reference, not this company's standard cost.
 */
export function BusDayCard({
  company,
  references,
  link,
}: {
  company: DashboardCompany;
  references: readonly DashboardReference[];
  link: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = (i18n.resolvedLanguage ?? 'ko') as 'ko' | 'en' | 'ja';
  const lng = moneyLng(language);
  const figure = company.costPerBusDay;
  const value = figure.value;

  const difference = (ref: DashboardReference) => {
    if (value === null) return null;
    const share = differenceFromReference(value, ref.perBusDay);
    if (share === null) return null;
    const percent = formatPercent(Math.abs(share) * 100);
    if (percent === '0.00%') return t('busDay.same');
    return t(share > 0 ? 'busDay.above' : 'busDay.below', { percent });
  };

  return (
    <Card className="dash-card dash-card-wide" title={t('busDay.title')} data-testid="dash-busday">
      {value !== null && figure.buses !== null && figure.busDays !== null ? (
        <FigureRow
          strong
          label={t('busDay.company', { year: company.fiscalYear })}
          value={formatKRW(value, 'won', lng)}
          testId="dash-costPerBusDay"
          note={
            <Trans
              t={t}
              i18nKey="busDay.formula"
              values={{
                buses: numberFormat.format(figure.buses),
                days: figure.days,
                busDays: numberFormat.format(figure.busDays),
              }}
              components={{ nowrap: <span className="dash-nowrap" /> }}
            />
          }
        />
      ) : (
        <Typography.Paragraph type="warning" data-testid="dash-busday-missing">
          {figure.missing.includes('total_cost')
            ? t('busDay.missingTotal')
            : t('busDay.missingBuses')}
        </Typography.Paragraph>
      )}
      <Typography.Title level={3} className="dash-subtitle">
        {t('busDay.references')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="dash-small">
        {t('busDay.caveat')}
      </Typography.Paragraph>
      <ul className="dash-references" data-testid="dash-references">
        <li className="dash-reference dash-reference-head" aria-hidden>
          <span>{t('busDay.place')}</span>
          <span>{t('busDay.perBusDay')}</span>
          <span>{value !== null ? t('busDay.difference') : ''}</span>
        </li>
        {references.map((ref) => (
          <li key={ref.key} className="dash-reference" data-reference={ref.key}>
            <span className="dash-reference-place">
              <strong>
                {t('busDay.placeYear', {
                  place: ref.place[language] ?? ref.place.en,
                  year: ref.year,
                })}
              </strong>
              <span className="dash-reference-basis">{t(`busDay.bases.${ref.basis}`)}</span>
              {ref.derivation === 'derived' ? <Tag>{t('busDay.derived')}</Tag> : null}
              {ref.secondary ? <Tag>{t('busDay.secondary')}</Tag> : null}
            </span>
            <span className="dash-amount">{formatKRW(ref.perBusDay, 'won', lng)}</span>
            <span className="dash-reference-difference">{difference(ref)}</span>
            <span className="dash-reference-source">
              {t('busDay.source')}: {ref.source.title}
              {ref.source.url ? (
                <>
                  {' · '}
                  <a href={ref.source.url} target="_blank" rel="noreferrer noopener">
                    {new URL(ref.source.url).host}
                  </a>
                </>
              ) : null}
              {` · ${ref.source.reference}`}
            </span>
          </li>
        ))}
      </ul>
      <CardLink to={link} label={t('busDay.open')} />
    </Card>
  );
}
