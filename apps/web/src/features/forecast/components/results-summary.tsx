import type { ForecastResult, ForecastRun } from '@bus/domain';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { runCalibrationText } from '../lib/calibration-text';

/** What was run and what the model chose (its description), calibration and period analysis. */
export function ResultsSummary({ run, result }: { run: ForecastRun; result: ForecastResult }) {
  const { t, i18n } = useTranslation(['forecast', 'forecastPortal']);
  const period = result.periodAnalysis;
  const request = run.request.kind === 'forecast' ? run.request : null;
  const on = (flag: boolean | undefined) => t(flag ? 'params.on' : 'params.off');
  return (
    <div className="fc-stack-tight">
      <Typography.Paragraph data-testid="fc-description">
        <strong>{t(`models.${run.model}.name`)}</strong> · {result.description}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        className="fc-facts"
        data-testid="fc-period-analysis"
      >
        <Descriptions.Item label={t('results.period.actual')}>
          {t('preview.count', { count: period.actualMonths })}
        </Descriptions.Item>
        <Descriptions.Item label={t('results.period.forecast')}>
          {t('preview.count', { count: period.forecastMonths })}
        </Descriptions.Item>
        <Descriptions.Item label={t('results.period.total')}>
          {t('preview.count', { count: period.totalMonths })}
        </Descriptions.Item>
        {period.targetTotalMonths !== null ? (
          <Descriptions.Item label={t('results.period.target')}>
            {t('preview.count', { count: period.targetTotalMonths })}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('results.span')}>
          {run.firstPeriod} ~ {run.lastPeriod}
        </Descriptions.Item>
        {request ? (
          <>
            <Descriptions.Item label={t('settings.autoOptimize.label')}>
              {on(request.autoOptimize)}
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.holidays.label')}>
              {on(request.holidays)}
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.limit24Months.label')}>
              {on(request.limit24Months)}
            </Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label={t('results.calibration')}>
          {result.calibration ? runCalibrationText(t, result.calibration) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('results.created')}>
          {formatDate(run.createdAt, i18n.resolvedLanguage ?? 'ko', { time: true })}
        </Descriptions.Item>
        <Descriptions.Item label={t('results.engine')}>{run.engineVersion}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
