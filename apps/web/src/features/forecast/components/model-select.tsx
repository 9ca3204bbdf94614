import type { ForecastModelName, ModelCard } from '@bus/domain';
import { Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderedCards } from '../lib/models';

const SPEED_COLORS = { fast: 'green', medium: 'gold', slow: 'volcano' } as const;

/** The model of a run, each with its speed and what it is good at. */
export function ModelSelect({
  cards,
  value,
  onChange,
  id,
}: {
  cards: readonly ModelCard[];
  value: ForecastModelName;
  onChange: (model: ForecastModelName) => void;
  id?: string;
}) {
  const { t } = useTranslation('forecast');
  return (
    <div className="fc-stack-tight">
      <Select<ForecastModelName>
        id={id}
        className="fc-model-select"
        value={value}
        onChange={onChange}
        data-testid="fc-model"
        options={orderedCards(cards).map((card) => ({
          value: card.model,
          label: (
            <span className="fc-model-option">
              {t(`models.${card.model}.name`)}
              <Tag color={SPEED_COLORS[card.speed]} className="fc-speed">
                {t(`speed.${card.speed}`)}
              </Tag>
            </span>
          ),
        }))}
      />
      <Typography.Text type="secondary" className="fc-note">
        {t(`models.${value}.goodAt`)}
      </Typography.Text>
    </div>
  );
}
