import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { RATIO_GROUPS, type RatioReport } from '@bus/domain';
import { Alert, Button, Card, Select, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { isTransient } from '../../../lib/retry';
import { useCompanies } from '../api/get-companies';
import { useCompanyStatements } from '../api/get-company-statements';
import { useRatios } from '../api/get-ratios';
import { useSaveRatios } from '../api/save-ratios';
import { usePendingRatios } from '../hooks/use-ratio-sync';
import { enqueueRatios } from '../lib/ratio-queue';
import { NoDataNotice } from './no-data-notice';
import { RatioTable } from './ratio-table';

type AnalyzeTabProps = {
  companyId: string | null;
  onSelectCompany: (id: string | null) => void;
  onGoUpload: () => void;
};

/** Analyze tab (§2): the ten ratios of a company for a fiscal year and the one before. */
export function AnalyzeTab({ companyId, onSelectCompany, onGoUpload }: AnalyzeTabProps) {
  const { t } = useTranslation(['financial', 'errors']);
  const companies = useCompanies('');
  const statements = useCompanyStatements(companyId);
  const [year, setYear] = useState<number | null>(null);
  const ratios = useRatios(companyId, year);

  const years = useMemo(
    () =>
      [...new Set((statements.data?.items ?? []).map((s) => s.fiscalYear))].sort((a, b) => b - a),
    [statements.data],
  );

  if (companies.isPending) return <Skeleton active />;
  if (companies.isError) {
    return (
      <QueryError
        title={t('financial:manage.companiesLoadFailed')}
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  }
  if (companies.data.items.length === 0) return <NoDataNotice onGoUpload={onGoUpload} />;

  return (
    <div className="fdc-analyze">
      <Card className="fdc-card">
        <Space wrap size="middle" className="fdc-analyze-controls">
          <Select
            className="fdc-company-select"
            placeholder={t('financial:analyze.selectCompany')}
            aria-label={t('financial:analyze.company')}
            value={companyId ?? undefined}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(id: string) => {
              setYear(null);
              onSelectCompany(id);
            }}
            options={companies.data.items.map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            className="fdc-year-select"
            aria-label={t('financial:analyze.fiscalYear')}
            disabled={!companyId || years.length === 0}
            value={year ?? ratios.data?.fiscalYear ?? undefined}
            placeholder={t('financial:analyze.fiscalYear')}
            onChange={(value: number) => setYear(value)}
            options={years.map((y) => ({
              value: y,
              label: t('financial:analyze.yearOption', { year: y }),
            }))}
          />
        </Space>
      </Card>
      {!companyId ? (
        <Alert type="info" showIcon title={t('financial:analyze.noCompany')} />
      ) : ratios.isPending ? (
        <Skeleton active />
      ) : ratios.isError ? (
        <QueryError
          title={t('financial:analyze.loadFailed')}
          error={ratios.error}
          onRetry={() => void ratios.refetch()}
        />
      ) : (
        <RatioReportView
          report={ratios.data}
          refreshing={ratios.isFetching}
          onRefresh={() => void ratios.refetch()}
        />
      )}
    </div>
  );
}

function RatioReportView({
  report,
  refreshing,
  onRefresh,
}: {
  report: RatioReport;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation(['financial', 'errors']);
  const save = useSaveRatios();
  const { message, notification } = useFeedback();
  const pending = usePendingRatios().find(
    (item) => item.companyId === report.companyId && item.body.fiscalYear === report.fiscalYear,
  );
  const set = report.ratios;
  const lng = i18n.resolvedLanguage ?? 'ko';

  const onSave = () => {
    if (!set || report.fiscalYear === null) {
      message.warning(t('financial:analyze.nothingToSave'));
      return;
    }
    const body = { fiscalYear: report.fiscalYear, ratios: set };
    save.mutate(
      { companyId: report.companyId, body },
      {
        onSuccess: () => message.success(t('financial:analyze.saved')),
        onError: (error) => {
          if (!isTransient(error)) {
            message.error(`${t('financial:analyze.saveFailed')} ${errorMessage(error, t)}`);
            return;
          }
          const kept = enqueueRatios(report.companyId, body);
          notification.warning({
            title: t('financial:analyze.saveFailed'),
            description: kept
              ? t('financial:analyze.keptLocally')
              : t('financial:analyze.queueFull'),
            duration: 10,
          });
        },
      },
    );
  };

  return (
    <Space direction="vertical" size="middle" className="fdc-full-width" data-testid="fdc-ratios">
      <div className="fdc-toolbar">
        <Typography.Text type="secondary">
          {report.saved
            ? t('financial:analyze.savedAt', {
                date: formatDate(report.saved.savedAt, lng, { time: true }),
                version: report.saved.version,
              })
            : t('financial:analyze.notSaved')}
        </Typography.Text>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
            {t('financial:actions.refresh')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={save.isPending}>
            {t('financial:actions.save')}
          </Button>
        </Space>
      </div>
      {pending && (
        <Alert type="warning" showIcon title={t('financial:analyze.pendingSync')} role="status" />
      )}
      {!set ? (
        <Alert
          type="warning"
          showIcon
          data-testid="fdc-insufficient"
          title={t('financial:analyze.insufficientTitle')}
          description={t('financial:analyze.noStatements')}
        />
      ) : (
        <>
          {(set.current.capitalErosion || set.previous.capitalErosion) && (
            <Alert
              type="error"
              showIcon
              role="alert"
              data-testid="fdc-capital-erosion"
              title={t('financial:analyze.capitalErosionTitle')}
              description={t('financial:analyze.capitalErosionText', {
                years: [set.current, set.previous]
                  .filter((p) => p.capitalErosion)
                  .map((p) => p.fiscalYear)
                  .join(', '),
              })}
            />
          )}
          {set.insufficientData && (
            <Alert
              type="warning"
              showIcon
              data-testid="fdc-insufficient"
              title={t('financial:analyze.insufficientTitle')}
              description={t('financial:analyze.insufficientText')}
            />
          )}
          <Typography.Text type="secondary">{t('financial:analyze.expandHint')}</Typography.Text>
          {(['growth', 'income', 'capital'] as const).map((group) => (
            <RatioTable key={group} group={group} keys={RATIO_GROUPS[group]} set={set} />
          ))}
        </>
      )}
    </Space>
  );
}
