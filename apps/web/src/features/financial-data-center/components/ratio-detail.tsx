import type { RatioValue } from '@bus/domain';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';

function PeriodDetail({ ratio, year }: { ratio: RatioValue | undefined; year: number }) {
  const { t, i18n } = useTranslation('financial');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  if (!ratio) return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('analyze.detailFor', { year, value: formatPercent(ratio.value) })}
      className="fdc-ratio-detail"
    >
      <Descriptions.Item label={t('analyze.formula')}>{ratio.formula}</Descriptions.Item>
      <Descriptions.Item label={t('analyze.inputs')}>
        {ratio.inputs.length === 0 ? (
          '-'
        ) : (
          <ul className="fdc-inputs">
            {ratio.inputs.map((input) => (
              <li key={input.name}>
                <span>{input.name}</span>
                <span className="fdc-amount">
                  {input.value === null ? '-' : formatKRW(input.value, 'won', lng)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Descriptions.Item>
      {ratio.missing.length > 0 && (
        <Descriptions.Item label={t('analyze.missing')}>
          {ratio.missing.join(', ')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('analyze.capitalErosionFlag')}>
        {ratio.affectedByCapitalErosion ? (
          <Tag color="red">{t('analyze.erosionYes')}</Tag>
        ) : (
          <Tag>{t('analyze.erosionNo')}</Tag>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** §2 calculation detail: formula text, the amounts used and the capital-erosion flag. */
export function RatioDetail({
  current,
  previous,
  currentYear,
  previousYear,
}: {
  current: RatioValue | undefined;
  previous: RatioValue | undefined;
  currentYear: number;
  previousYear: number;
}) {
  return (
    <div className="fdc-ratio-details">
      <PeriodDetail ratio={current} year={currentYear} />
      <PeriodDetail ratio={previous} year={previousYear} />
    </div>
  );
}
