import type { SavedSeriesSummary } from '@bus/domain';
import { Alert, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useFetchSeries } from '../api/get-series';
import { useSeriesList } from '../api/get-series-list';
import type { SeriesInput } from '../hooks/use-series-input';
import { forecastErrorText } from '../lib/error-text';

function label(series: SavedSeriesSummary): string {
  return `${series.companyName} · ${series.name} (${series.firstPeriod} ~ ${series.lastPeriod})`;
}

/** A company's saved series (monthly revenue stored with an earlier run), picked again. */
export function SavedSource({ input }: { input: SeriesInput }) {
  const { t } = useTranslation(['forecast', 'errors']);
  const list = useSeriesList();
  const fetchSeries = useFetchSeries();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const chosen = input.source?.kind === 'saved' ? input.source.series.id : undefined;

  if (list.isPending) return <Spin />;
  if (list.isError) {
    return (
      <QueryError
        title={t('forecast:input.saved.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const items = list.data.items;
  if (items.length === 0) {
    return <Alert type="info" showIcon title={t('forecast:input.saved.none')} />;
  }

  const pick = async (id: string) => {
    const summary = items.find((item) => item.id === id);
    if (!summary) return;
    setLoading(true);
    setError(null);
    try {
      const saved = await fetchSeries(id);
      const rows = saved.series.labels.map((date, i) => ({
        date,
        value: String(saved.series.values[i] ?? ''),
      }));
      input.read({ kind: 'saved', series: summary, rows });
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="fc-stack">
      <Typography.Text type="secondary">{t('forecast:input.saved.hint')}</Typography.Text>
      <Select
        className="fc-full"
        showSearch
        optionFilterProp="label"
        aria-label={t('forecast:input.saved.pick')}
        placeholder={t('forecast:input.saved.pick')}
        value={chosen}
        loading={loading}
        options={items.map((item) => ({
          value: item.id,
          label: label(item),
        }))}
        onChange={(id: string) => void pick(id)}
        data-testid="fc-saved-select"
      />
      {error ? (
        <Alert type="error" showIcon role="alert" title={forecastErrorText(error, t)} />
      ) : null}
    </div>
  );
}
