import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountFormatters, lngOf } from '../lib/amounts';
import { componentsHeight, componentsOption } from '../lib/chart-diagnostics';
import { componentLabel } from '../lib/diagnostic-labels';
import { LazyChart } from './lazy-chart';

type Component = { name: string; values: number[] };

/**
 * Prophet's decomposition (issue 16 §4) as small multiples — trend, seasonalities, Korean holiday
 * effects — each in the series' unit; they add up to the fitted path.
 */
export function ProphetComponents({
  labels,
  components,
}: {
  labels: string[];
  components: Component[];
}) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const description = t('diagnostics.prophet.chartLabel', {
    names: components.map((c) => componentLabel(c.name, t)).join(', '),
  });
  const option = useMemo(() => {
    const format = amountFormatters(
      components.flatMap((c) => c.values),
      lng,
    );
    const unit = t(`units.${format.unit}`);
    const panels = components.map((c) => ({
      title: `${componentLabel(c.name, t)} (${unit})`,
      values: c.values,
    }));
    return componentsOption(labels, panels, description, format);
  }, [labels, components, lng, t, description]);
  return (
    <div className="fc-stack" data-testid="fc-prophet-components">
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('diagnostics.prophet.intro')}
      </Typography.Paragraph>
      <LazyChart option={option} height={componentsHeight(components.length)} label={description} />
    </div>
  );
}
