import type { AllocationLineView, CustomDriver } from '@bus/domain';
import { Alert, Checkbox, Grid, Select, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MissingStatementsPrompt } from '../../../components/missing-statements-prompt';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { isRefusal } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate, formatKRW } from '../../../lib/format';
import { periodYear } from '../../../lib/planning-period';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { useEntitySet } from '../api/get-entities';
import { useAllocationLines } from '../api/get-lines';
import { useSaveDriverOverride } from '../api/save-driver-override';
import { useDriverLabel } from './driver-label';

/** The Select value that drops the override (back to the dictionary's driver). */
const DEFAULT_CHOICE = '__default__';

const SOURCE_COLORS: Record<string, string> = {
  dictionary: 'blue',
  sga: 'purple',
  default: 'default',
  override: 'orange',
};

type Props = {
  companyId: string;
  period: string;
  includeNonOperating: boolean;
  onIncludeNonOperating: (next: boolean) => void;
  canEdit: boolean;
};

/** Σ of the lines per driver, in the order met: what each pool will divide. */
function poolsOf(lines: readonly AllocationLineView[]) {
  const pools = new Map<string, { amount: number; count: number }>();
  for (const line of lines) {
    const pool = pools.get(line.driver) ?? { amount: 0, count: 0 };
    pools.set(line.driver, { amount: pool.amount + line.amount, count: pool.count + 1 });
  }
  return [...pools.entries()];
}

/**
 * Every cost line the allocation divides, with its driver and where the driver comes from
 * (accounts.md dictionary, the SG&A rule, the default, or the user's override with who and when);
 * a writer overrides the driver per line (issue 15 §2).
 */
export function DriverLinesPanel({
  companyId,
  period,
  includeNonOperating,
  onIncludeNonOperating,
  canEdit,
}: Props) {
  const { t, i18n } = useTranslation(['costAllocation', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { message } = useFeedback();
  const onRefused = useRefusalNotice();
  const query = useAllocationLines(companyId, period, includeNonOperating);
  const entities = useEntitySet(companyId, period);
  const customDrivers: CustomDriver[] = entities.data?.customDrivers ?? [];
  const driverLabel = useDriverLabel(customDrivers);
  const saveOverride = useSaveDriverOverride(companyId, period);
  const narrow = !Grid.useBreakpoint().md;
  const view = query.data;

  if (query.isPending) return <Spin className="costing-spinner" />;
  if (query.isError || !view)
    return (
      <QueryError
        title={t('errors.lines')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (view.missing.length > 0)
    return (
      <MissingStatementsPrompt
        missing={view.missing}
        describe={(statements) =>
          t('missing.description', { year: periodYear(period), statements })
        }
      />
    );

  const choose = (line: AllocationLineView, choice: string) => {
    const driver = choice === DEFAULT_CHOICE ? null : choice;
    saveOverride.mutate(
      { lineKey: line.key, driver, version: line.override?.version ?? 0 },
      {
        onSuccess: () => message.success(t('lines.saved', { name: line.name })),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            message.warning(t('lines.conflict', { name: line.name }));
          } else if (isRefusal(error)) onRefused(error);
          else message.error(`${t('errors.override')} ${errorMessage(error, t)}`);
        },
      },
    );
  };

  const driverOptions = (line: AllocationLineView) => [
    ...(line.override
      ? [
          {
            value: DEFAULT_CHOICE,
            label: t('lines.useDefault', { driver: driverLabel(line.defaultDriver) }),
          },
        ]
      : []),
    ...[
      'distance_km',
      'vehicles_operated',
      'vehicles_owned',
      ...customDrivers.map((d) => `custom:${d.key}`),
    ].map((value) => ({ value, label: driverLabel(value) })),
  ];

  const columns: ColumnsType<AllocationLineView> = [
    {
      key: 'name',
      title: t('lines.columns.account'),
      fixed: 'left',
      width: narrow ? 120 : 180,
      render: (_, line) => (
        <>
          <span className="al-account">{line.name}</span>
          {narrow ? <span className="al-sub">{t(`categories.${line.category}`)}</span> : null}
        </>
      ),
    },
    {
      key: 'category',
      title: t('lines.columns.class'),
      width: 110,
      hidden: narrow,
      render: (_, line) => t(`categories.${line.category}`),
    },
    {
      key: 'amount',
      title: t('lines.columns.amount'),
      align: 'right',
      width: 150,
      render: (_, line) => (
        <span className="costing-amount">{formatKRW(line.amount, 'won', lng)}</span>
      ),
    },
    {
      key: 'driver',
      title: t('lines.columns.driver'),
      width: 190,
      render: (_, line) =>
        canEdit ? (
          <Select<string>
            className="costing-full"
            aria-label={t('lines.driverOf', { name: line.name })}
            value={line.driver}
            disabled={saveOverride.isPending}
            onChange={(choice) => choose(line, choice)}
            options={driverOptions(line)}
          />
        ) : (
          driverLabel(line.driver)
        ),
    },
    {
      key: 'source',
      title: t('lines.columns.source'),
      width: 200,
      render: (_, line) => (
        <>
          <Tag color={SOURCE_COLORS[line.driverSource]}>{t(`sources.${line.driverSource}`)}</Tag>
          {line.override ? (
            <span className="al-sub" data-testid="al-override-by">
              {t('lines.overrideBy', {
                who: line.override.updatedBy?.name ?? t('conflict.unknown'),
                when: formatDate(line.override.updatedAt, lng, { time: true }),
              })}
            </span>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div className="al-stack">
      <Typography.Paragraph type="secondary">{t('lines.help')}</Typography.Paragraph>
      <Checkbox
        checked={includeNonOperating}
        onChange={(event) => onIncludeNonOperating(event.target.checked)}
      >
        {t('result.includeNonOperating')}
      </Checkbox>
      <div className="al-pool-tags" data-testid="al-pool-preview">
        {poolsOf(view.lines).map(([driver, pool]) => (
          <Tag key={driver} className="al-pool-tag">
            {t('lines.pool', {
              driver: driverLabel(driver),
              amount: formatKRW(pool.amount, 'won', lng),
              count: pool.count,
            })}
          </Tag>
        ))}
      </div>
      {view.unmatchedOverrides.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('lines.unmatched', { count: view.unmatchedOverrides.length })}
        />
      ) : null}
      <Table<AllocationLineView>
        data-testid="al-lines"
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={view.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('lines.empty') }}
        summary={() => (
          <Table.Summary.Row className="al-total-row">
            <Table.Summary.Cell index={0} colSpan={narrow ? 1 : 2}>
              {includeNonOperating ? t('lines.totalCost') : t('lines.operatingExpense')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <span className="costing-amount" data-testid="al-lines-total">
                {formatKRW(view.total, 'won', lng)}
              </span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} colSpan={2} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
