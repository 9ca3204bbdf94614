import { CalculatorOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { isRefusal } from '../../../lib/data-access';
import { useFeedback } from '../../../lib/feedback';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { useCalculateAllocation } from '../api/calculate-allocation';
import { useEntitySet } from '../api/get-entities';
import { useAllocationRun } from '../api/get-run';
import { useAllocationRuns } from '../api/get-runs';
import { CalculationError } from './calculation-error';
import { RunResult } from './run-result';

type Props = {
  companyId: string;
  period: string;
  includeNonOperating: boolean;
  onIncludeNonOperating: (next: boolean) => void;
  canEdit: boolean;
  /** The run named in the URL; the newest one when null. */
  runId: string | null;
  onShowRun: (id: string) => void;
};

/**
 * Calculate (with the option to allocate non-operating items and investment compensation too)
 * and see the result: the run named in the URL, else the newest stored one.
 */
export function ResultPanel(props: Props) {
  const { companyId, period, includeNonOperating, canEdit } = props;
  const { t } = useTranslation(['costAllocation', 'errors']);
  const { message } = useFeedback();
  const onRefused = useRefusalNotice();
  const [label, setLabel] = useState('');
  const calculate = useCalculateAllocation(companyId, period);
  const runs = useAllocationRuns(companyId, period);
  const entities = useEntitySet(companyId, period);
  const shownId = props.runId ?? runs.data?.items[0]?.id ?? null;
  const run = useAllocationRun(shownId);

  const start = () =>
    calculate.mutate(
      { period, includeNonOperating, ...(label.trim() ? { label: label.trim() } : {}) },
      {
        onSuccess: (created) => {
          setLabel('');
          message.success(t('result.calculated'));
          props.onShowRun(created.id);
        },
        onError: (error) => {
          if (isRefusal(error) && error.status === 403) onRefused(error);
        },
      },
    );

  return (
    <div className="al-stack">
      {canEdit ? (
        <Card size="small" title={t('result.options')}>
          <Space wrap align="center">
            <Checkbox
              checked={includeNonOperating}
              onChange={(event) => props.onIncludeNonOperating(event.target.checked)}
            >
              {t('result.includeNonOperating')}
            </Checkbox>
            <Input
              className="al-label-input"
              aria-label={t('result.label')}
              placeholder={t('result.labelPlaceholder')}
              maxLength={100}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
            <Button
              type="primary"
              icon={<CalculatorOutlined />}
              loading={calculate.isPending}
              disabled={entities.data?.version === 0}
              onClick={start}
            >
              {t('result.calculate')}
            </Button>
          </Space>
          {entities.data?.version === 0 ? (
            <div className="costing-small al-hint">{t('result.needEntities')}</div>
          ) : null}
        </Card>
      ) : null}
      {calculate.isError ? (
        <CalculationError
          error={calculate.error}
          customDrivers={entities.data?.customDrivers ?? []}
        />
      ) : null}
      {runs.isPending ? <Spin className="costing-spinner" /> : null}
      {runs.isError ? (
        <QueryError
          title={t('errors.runs')}
          error={runs.error}
          onRetry={() => void runs.refetch()}
        />
      ) : null}
      {runs.isSuccess && shownId === null ? (
        <Empty
          description={canEdit ? t('result.none') : t('result.noneReader')}
          data-testid="al-no-run"
        />
      ) : null}
      {shownId !== null && run.isPending ? <Spin className="costing-spinner" /> : null}
      {run.isError ? (
        <QueryError title={t('errors.run')} error={run.error} onRetry={() => void run.refetch()} />
      ) : null}
      {run.data ? <RunResult run={run.data} /> : null}
    </div>
  );
}
