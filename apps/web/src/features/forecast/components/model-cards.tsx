import type { ModelCard } from '@bus/domain';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { formatPercent } from '../../../lib/format';
import { formatDecimal } from '../lib/amounts';
import { modelCalibrationText } from '../lib/calibration-text';
import { MODEL_PAGE_PATHS, orderedCards } from '../lib/models';

const SPEED_COLORS = { fast: 'green', medium: 'gold', slow: 'volcano' } as const;

function pageOf(model: ModelCard['model']): string {
  return model in MODEL_PAGE_PATHS
    ? MODEL_PAGE_PATHS[model as keyof typeof MODEL_PAGE_PATHS]
    : '/forecast';
}

/** One model: what it is good at, its speed, the points it needs, its M3 figures and calibration. */
function ModelCardView({ card }: { card: ModelCard }) {
  const { t } = useTranslation('forecastPortal');
  const name = t(`forecast:models.${card.model}.name`);
  const bench = card.benchmark;
  return (
    <Card
      className="fc-model-card"
      size="small"
      title={<span className="fc-model-card-title">{name}</span>}
      extra={<Tag color={SPEED_COLORS[card.speed]}>{t(`forecast:speed.${card.speed}`)}</Tag>}
      data-testid={`fc-card-${card.model}`}
    >
      <Typography.Paragraph className="fc-note">
        {t(`forecast:models.${card.model}.goodAt`)}
      </Typography.Paragraph>
      <Descriptions size="small" column={1} className="fc-card-facts">
        <Descriptions.Item label={t('cards.points')}>
          {t('cards.pointsValue', { min: card.minPoints, recommended: card.recommendedPoints })}
        </Descriptions.Item>
        <Descriptions.Item label={t('cards.horizon')}>
          {card.horizonShare
            ? t('cards.horizonShare', {
                min: Math.round(card.horizonShare[0] * 100),
                max: Math.round(card.horizonShare[1] * 100),
              })
            : t('cards.horizonNone')}
        </Descriptions.Item>
        {bench ? (
          <>
            <Descriptions.Item label={t('cards.series')}>
              <span className="costing-amount">
                {t('cards.seriesValue', { series: bench.series.toLocaleString('en-US') })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('cards.smape')}>
              <span className="costing-amount">{formatPercent(bench.smape)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('cards.mase')}>
              <span className="costing-amount">{formatDecimal(bench.mase, 3)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('cards.coverage')}>
              <span className="costing-amount">
                {`${formatPercent(bench.coverage80)} / ${formatPercent(bench.coverage95)}`}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('cards.seconds')}>
              <span className="costing-amount">
                {t('cards.secondsValue', { seconds: formatDecimal(bench.medianSeconds, 2) })}
              </span>
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      {card.calibration ? (
        // A sentence, not a figure: it reads from the left, under the figures it explains.
        <Typography.Paragraph className="fc-note fc-card-calibration">
          <Typography.Text strong>{t('cards.calibration')}</Typography.Text>{' '}
          {modelCalibrationText(t, card.calibration)}
        </Typography.Paragraph>
      ) : null}
      {bench ? null : (
        <Typography.Text type="secondary" className="fc-note">
          {t('cards.noBenchmark')}
        </Typography.Text>
      )}
      <div className="fc-card-action">
        <ButtonLink to={pageOf(card.model)} size="small">
          {t('cards.open', { model: name })}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Every model's card (issue 16 §5), the auto mode first. */
export function ModelCards({
  cards,
  source,
  engine,
}: {
  cards: readonly ModelCard[];
  source: string | null;
  engine: string | null;
}) {
  const { t } = useTranslation('forecastPortal');
  // The source line of the benchmark run is English (date, machine): its title, not its text.
  const horizon = cards.find((card) => card.benchmark)?.benchmark?.horizon;
  return (
    <section aria-labelledby="fc-cards-title" className="fc-stack fc-section">
      <Typography.Title level={2} id="fc-cards-title" className="fc-section-title">
        {t('cards.title')}
      </Typography.Title>
      <div className="fc-card-grid">
        {orderedCards(cards).map((card) => (
          <ModelCardView key={card.model} card={card} />
        ))}
      </div>
      {horizon ? (
        <Typography.Text type="secondary" className="fc-note" title={source ?? undefined}>
          {t('cards.source', { horizon, engine: engine ?? '-' })}
        </Typography.Text>
      ) : null}
    </section>
  );
}
