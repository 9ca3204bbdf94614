import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import type { WorkspaceInfo } from '@bus/domain';
import { Badge, Button, Card, Descriptions, Modal, Skeleton, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useClearCache } from '../api/clear-cache';
import { useWorkspace } from '../api/get-workspace';

const MEGABYTE = 1024 * 1024;

/** Workspace tab (§2, admin and above): what the data center runs on and a cache reset. */
export function WorkspaceTab() {
  const { t, i18n } = useTranslation(['financial', 'errors']);
  const workspace = useWorkspace(true);
  const clear = useClearCache();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const lng = i18n.resolvedLanguage ?? 'ko';

  const confirmClear = () =>
    modal.confirm({
      title: t('financial:workspace.clearTitle'),
      content: t('financial:workspace.clearText'),
      okText: t('financial:workspace.clear'),
      cancelText: t('financial:actions.cancel'),
      onOk: () =>
        clear.mutateAsync().then(
          (result) =>
            message.success(
              t('financial:workspace.cleared', {
                date: formatDate(result.clearedAt, lng, { time: true }),
                count: result.companies,
              }),
            ),
          (error: unknown) => message.error(errorMessage(error, t)),
        ),
    });

  if (workspace.isPending) return <Skeleton active />;
  if (workspace.isError) {
    return (
      <QueryError
        title={t('financial:workspace.loadFailed')}
        error={workspace.error}
        onRetry={() => void workspace.refetch()}
      />
    );
  }
  const info = workspace.data;
  return (
    <div className="fdc-workspace" data-testid="fdc-workspace">
      {modalHolder}
      <div className="fdc-toolbar">
        <span className="fdc-muted">
          {t('financial:workspace.checkedAt', {
            date: formatDate(info.checkedAt, lng, { time: true }),
          })}
        </span>
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void workspace.refetch()}
            loading={workspace.isFetching}
          >
            {t('financial:actions.refresh')}
          </Button>
          <Button danger icon={<ClearOutlined />} onClick={confirmClear} loading={clear.isPending}>
            {t('financial:workspace.clear')}
          </Button>
        </Space>
      </div>
      <div className="fdc-stat-grid">
        <Card className="fdc-card">
          <Statistic title={t('financial:workspace.companies')} value={info.counts.companies} />
        </Card>
        <Card className="fdc-card">
          <Statistic title={t('financial:workspace.statements')} value={info.counts.statements} />
        </Card>
        <Card className="fdc-card">
          <Statistic title={t('financial:workspace.accounts')} value={info.counts.accounts} />
        </Card>
      </div>
      <Diagnosis info={info} />
    </div>
  );
}

function Healthy({ ok, text }: { ok: boolean; text: string }) {
  return <Badge status={ok ? 'success' : 'error'} text={text} />;
}

function Diagnosis({ info }: { info: WorkspaceInfo }) {
  const { t } = useTranslation(['financial', 'common']);
  const megabytes = (info.storage.bytes / MEGABYTE).toLocaleString('en-US', {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  const dbOk = info.database.status === 'ok' || info.database.status === 'connected';
  return (
    <Card title={t('financial:workspace.diagnosis')} className="fdc-card">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('financial:workspace.role')}>
          {t(`common:roles.${info.role}`, { defaultValue: info.role })}
        </Descriptions.Item>
        <Descriptions.Item label={t('financial:workspace.database')}>
          <Healthy ok={dbOk} text={`${info.database.driver} · ${info.database.status}`} />
        </Descriptions.Item>
        <Descriptions.Item label={t('financial:workspace.storage')}>
          {t('financial:workspace.storageText', {
            path: info.storage.path,
            files: info.storage.files,
            size: megabytes,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('financial:workspace.jobs')}>
          <Space wrap size={4}>
            <Tag>{t(`financial:workspace.jobDrivers.${info.jobs.driver}`)}</Tag>
            <span>
              {t('financial:workspace.jobCounts', {
                queued: info.jobs.queued,
                running: info.jobs.running,
                failed: info.jobs.failed,
              })}
            </span>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('financial:workspace.aiProviders')} span={2}>
          <Space wrap>
            {(['claude', 'gemini'] as const).map((provider) => (
              <Healthy
                key={provider}
                ok={info.aiProviders[provider]}
                text={t(
                  info.aiProviders[provider]
                    ? 'financial:workspace.aiConfigured'
                    : 'financial:workspace.aiMissing',
                  { model: t(`financial:aiModels.${provider}`) },
                )}
              />
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
