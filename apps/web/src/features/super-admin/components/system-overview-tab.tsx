import type { SystemStatus } from '@bus/domain';
import { Card, Col, Descriptions, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useSystemStatus } from '../api/get-system-status';
import { durationParts, formatCount } from '../lib/display-rules';
import { HealthCard } from './health-card';
import { ResourceCard } from './resource-card';

/** Days, hours and minutes, leaving out leading zero units ("1시간 18분", not "0일 1시간 18분"). */
function useDuration() {
  const { t } = useTranslation('superAdmin');
  return (seconds: number) => {
    const parts = durationParts(seconds);
    if (parts.days > 0) return t('overview.duration', parts);
    if (parts.hours > 0) return t('overview.durationHours', parts);
    return t('overview.durationMinutes', parts);
  };
}

function Resources({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('superAdmin');
  const { cpu, memory, disk } = status;
  return (
    <Row gutter={[12, 12]} className="sa-equal-row">
      <Col xs={24} md={8}>
        <ResourceCard
          title={t('overview.cpu')}
          percent={cpu.percent}
          detail={t('overview.cores', { count: cpu.cores, load: cpu.loadAverage.join(' / ') })}
          testId="sa-cpu"
        />
      </Col>
      <Col xs={24} md={8}>
        <ResourceCard
          title={t('overview.memory')}
          percent={memory.percent}
          usage={memory}
          testId="sa-memory"
        />
      </Col>
      <Col xs={24} md={8}>
        {disk ? (
          <ResourceCard
            title={t('overview.disk')}
            percent={disk.percent}
            usage={disk}
            detail={<span className="sa-code">{t('overview.diskPath', { path: disk.path })}</span>}
            testId="sa-disk"
          />
        ) : (
          <HealthCard
            title={t('overview.disk')}
            status="error"
            error={t('overview.diskError', { error: status.diskError ?? '' })}
            testId="sa-disk"
          />
        )}
      </Col>
    </Row>
  );
}

function Machine({ status }: { status: SystemStatus }) {
  const { t, i18n } = useTranslation('superAdmin');
  const duration = useDuration();
  return (
    <Card size="small" title={t('overview.uptime')} className="sa-section">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        className="sa-descriptions"
        items={[
          {
            key: 'machine',
            label: t('overview.machineUptime'),
            children: (
              <span data-testid="sa-uptime-machine">{duration(status.uptime.machineSeconds)}</span>
            ),
          },
          {
            key: 'process',
            label: t('overview.processUptime'),
            children: duration(status.uptime.processSeconds),
          },
          {
            key: 'processes',
            label: t('overview.processes'),
            children: (
              <span className="sa-num" data-testid="sa-processes">
                {status.processes === null ? t('overview.unknown') : formatCount(status.processes)}
              </span>
            ),
          },
        ]}
      />
      <p className="sa-muted">
        {status.hostname} · {status.platform} ·{' '}
        {t('overview.serverVersion', {
          version: status.server.version,
          node: status.server.nodeVersion,
          pid: status.server.pid,
        })}
      </p>
      <p className="sa-muted">
        {t('overview.sampledAt', {
          time: formatDate(status.sampledAt, i18n.language, { time: true }),
        })}
      </p>
    </Card>
  );
}

function Connections({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('superAdmin');
  const { database, redis } = status;
  const driver = database.driver === 'postgres' ? 'postgres' : 'pglite';
  return (
    <Row gutter={[12, 12]} className="sa-section sa-equal-row">
      <Col xs={24} md={12}>
        <HealthCard
          title={t(`overview.drivers.${driver}`)}
          status={database.status}
          error={database.error}
          testId="sa-health-database"
        >
          {database.latencyMs !== undefined && (
            <p className="sa-muted">{t('overview.latency', { ms: database.latencyMs })}</p>
          )}
        </HealthCard>
      </Col>
      <Col xs={24} md={12}>
        <HealthCard
          title={t('overview.redis')}
          status={redis.status}
          error={redis.error}
          testId="sa-health-redis"
        >
          {redis.status === 'disabled' && <p className="sa-muted">{t('overview.redisDisabled')}</p>}
          {redis.status === 'ok' && (
            <p className="sa-muted">
              {t('overview.latency', { ms: redis.latencyMs ?? 0 })} ·{' '}
              {t('overview.redisMemory', { memory: redis.usedMemoryHuman ?? '-' })}
            </p>
          )}
        </HealthCard>
      </Col>
    </Row>
  );
}

/** Tab 1, system overview (§2): CPU, memory, disk, uptime, processes, connection cards. */
export function SystemOverviewTab() {
  const { t } = useTranslation('superAdmin');
  const status = useSystemStatus();
  if (status.isError && !status.data) {
    return (
      <QueryError
        title={t('loadFailed.system')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data)
    return <Skeleton active paragraph={{ rows: 6 }} data-testid="sa-overview-loading" />;
  return (
    <section aria-label={t('overview.resources')} data-testid="sa-overview">
      <Resources status={status.data} />
      <Connections status={status.data} />
      <Machine status={status.data} />
    </section>
  );
}
