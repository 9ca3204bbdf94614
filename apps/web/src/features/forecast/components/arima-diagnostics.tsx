import type { ModelDiagnostics } from '@bus/domain';
import { Descriptions, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { acfOption } from '../lib/chart-diagnostics';
import { coefficientLabel } from '../lib/diagnostic-labels';
import { LazyChart } from './lazy-chart';

type ArimaDiagnostics = Extract<ModelDiagnostics, { kind: 'arima' }>;
type Coefficient = ArimaDiagnostics['coefficients'][number];

const ACF_HEIGHT = 220;
/** |value / standard error| above this is significant at about 5 %. */
const SIGNIFICANT_T = 1.96;

/** Four significant digits: a drift of 0.00251 stays readable instead of rounding to 0.0000. */
function coefficientText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '-';
  return String(Number(value.toPrecision(4)));
}

function orderText({ order }: ArimaDiagnostics): string {
  const seasonal =
    order.P + order.D + order.Q > 0 ? `(${order.P},${order.D},${order.Q})[${order.s}]` : '';
  return `(${order.p},${order.d},${order.q})${seasonal}`;
}

/**
 * SARIMA's diagnostics (issue 16 §4): the order the search chose, the coefficients with their
 * standard errors, and the residuals' autocorrelation with the ±1.96/√n white-noise bounds.
 */
export function ArimaDiagnosticsPanel({ diagnostics }: { diagnostics: ArimaDiagnostics }) {
  const { t } = useTranslation('forecast');
  const outside = diagnostics.residualAcf.filter((p) => Math.abs(p.value) > diagnostics.acfBound);
  const description = t('diagnostics.arima.acfLabel', {
    count: outside.length,
    lags: diagnostics.residualAcf.length,
  });
  const option = useMemo(
    () =>
      acfOption(diagnostics.residualAcf, diagnostics.acfBound, {
        name: t('diagnostics.arima.acf'),
        lag: t('diagnostics.arima.lag'),
        bound: t('diagnostics.arima.bound'),
        description,
      }),
    [diagnostics, t, description],
  );
  return (
    <div className="fc-stack" data-testid="fc-arima-diagnostics">
      <Descriptions size="small" column={1} className="fc-facts">
        <Descriptions.Item label={t('diagnostics.arima.order')}>
          <Typography.Text code data-testid="fc-arima-order">
            {orderText(diagnostics)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4}>{t('diagnostics.arima.coefficients')}</Typography.Title>
      <Table<Coefficient>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={diagnostics.coefficients}
        locale={{ emptyText: t('diagnostics.arima.noCoefficients') }}
        scroll={{ x: 'max-content' }}
        data-testid="fc-arima-coefficients"
        columns={[
          {
            key: 'name',
            title: t('diagnostics.arima.term'),
            render: (_, row) => (
              <span>
                {coefficientLabel(row.name, t)} <Typography.Text code>{row.name}</Typography.Text>
              </span>
            ),
          },
          {
            key: 'value',
            title: t('diagnostics.arima.estimate'),
            align: 'right',
            render: (_, r) => coefficientText(r.value),
          },
          {
            key: 'se',
            title: t('diagnostics.arima.standardError'),
            align: 'right',
            render: (_, r) => coefficientText(r.standardError),
          },
          {
            key: 'significant',
            title: t('diagnostics.arima.significant'),
            render: (_, r) =>
              r.standardError && r.standardError > 0
                ? t(
                    Math.abs(r.value / r.standardError) > SIGNIFICANT_T
                      ? 'diagnostics.arima.yes'
                      : 'diagnostics.arima.no',
                  )
                : '-',
          },
        ]}
      />
      <Typography.Title level={4}>{t('diagnostics.arima.acf')}</Typography.Title>
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('diagnostics.arima.acfIntro', { bound: diagnostics.acfBound.toFixed(3) })}
      </Typography.Paragraph>
      <LazyChart option={option} height={ACF_HEIGHT} label={description} testId="fc-acf-chart" />
      <Typography.Text type="secondary" data-testid="fc-acf-summary">
        {description}
      </Typography.Text>
    </div>
  );
}
