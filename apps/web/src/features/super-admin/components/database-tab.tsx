import type { DatabaseOverview, DatabaseTable, RedisOverview, SlowQuery } from '@bus/domain';
import { Alert, Col, Descriptions, Row, Skeleton, Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useDatabaseManagement } from '../api/get-database-management';
import { formatBytes, formatCount } from '../lib/display-rules';
import { BackupsCard } from './backups-card';
import { type Column, DataTable } from './data-table';
import { HealthCard } from './health-card';

/** The tables are listed largest first, this many a page. */
const TABLES_PAGE_SIZE = 10;

/** "PostgreSQL 15.2 (Debian …)" without the build details after " on " (they go in the tooltip). */
function shortVersion(version: string): string {
  return version.split(' on ')[0] ?? version;
}

/** A part the server could not read shows its error text in place (never a broken tab). */
function SectionError({ error }: { error: string | null }) {
  const { t } = useTranslation('superAdmin');
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('database.sectionError', { error })}
      className="sa-section"
      data-testid="sa-section-error"
    />
  );
}

function useTableColumns(): Column<DatabaseTable>[] {
  const { t } = useTranslation('superAdmin');
  return [
    {
      key: 'name',
      title: t('database.columns.table'),
      render: (row) => <span className="sa-code">{row.name}</span>,
    },
    {
      key: 'rows',
      title: t('database.columns.rows'),
      numeric: true,
      render: (row) =>
        row.exact ? (
          formatCount(row.rowCount)
        ) : (
          <Tooltip title={t('database.estimatedHint')}>
            <span>
              ≈{formatCount(row.rowCount)} <Tag>{t('database.estimated')}</Tag>
            </span>
          </Tooltip>
        ),
    },
    {
      key: 'size',
      title: t('database.columns.size'),
      numeric: true,
      render: (row) => formatBytes(row.totalBytes),
    },
  ];
}

function useQueryColumns(): Column<SlowQuery>[] {
  const { t } = useTranslation('superAdmin');
  return [
    {
      key: 'query',
      title: t('database.columns.query'),
      render: (row) => <code className="sa-query">{row.query}</code>,
    },
    {
      key: 'calls',
      title: t('database.columns.calls'),
      numeric: true,
      render: (row) => formatCount(row.calls),
    },
    {
      key: 'mean',
      title: t('database.columns.mean'),
      numeric: true,
      render: (row) => row.meanMs.toFixed(2),
    },
    {
      key: 'total',
      title: t('database.columns.total'),
      numeric: true,
      render: (row) => row.totalMs.toFixed(2),
    },
  ];
}

type Item = { key: string; label: string; children: ReactNode };

/** PostgreSQL only: this database's connections against the server's limit, by state. */
function connectionsItem(database: DatabaseOverview, t: TFunction): Item | null {
  const section = database.connections;
  if (!section) return null;
  const value = section.value;
  return {
    key: 'connections',
    label: t('database.connections'),
    children: section.error ? (
      <span className="sa-code">{section.error}</span>
    ) : value ? (
      <Space size={4} wrap>
        <span className="sa-num" data-testid="sa-db-connections">
          {value.max === null
            ? t('database.connectionsNoMax', { total: value.total })
            : t('database.connectionsValue', { total: value.total, max: value.max })}
        </span>
        {value.byState.map((state) => (
          <Tag key={state.state}>
            {t(`database.states.${state.state}`, { defaultValue: state.state })} {state.count}
          </Tag>
        ))}
      </Space>
    ) : null,
  };
}

function DatabaseCard({ database }: { database: DatabaseOverview }) {
  const { t } = useTranslation('superAdmin');
  const tableColumns = useTableColumns();
  const queryColumns = useQueryColumns();
  const server = database.server.value;
  const tables = database.tables.value ?? [];
  const directory = database.dataDirectory?.value;
  const connections = connectionsItem(database, t);
  return (
    <HealthCard
      title={t(`overview.drivers.${database.driver}`)}
      status={database.server.error ? 'error' : 'ok'}
      error={database.server.error}
      testId="sa-db"
    >
      <Descriptions
        size="small"
        column={1}
        className="sa-descriptions"
        items={[
          {
            key: 'version',
            label: t('database.version'),
            children: (
              <span className="sa-code" title={server?.version}>
                {server ? shortVersion(server.version) : '-'}
              </span>
            ),
          },
          { key: 'name', label: t('database.name'), children: server?.name ?? '-' },
          {
            key: 'size',
            label: t('database.size'),
            children: (
              <span className="sa-num" data-testid="sa-db-size">
                {formatBytes(server?.sizeBytes)}
              </span>
            ),
          },
          ...(database.dataDirectory
            ? [
                {
                  key: 'directory',
                  label: t('database.dataDirectory'),
                  children: database.dataDirectory.error ? (
                    <span className="sa-code">{database.dataDirectory.error}</span>
                  ) : (
                    <span>
                      <span className="sa-code">{directory?.path ?? t('database.inMemory')}</span> ·{' '}
                      <span className="sa-num">{formatBytes(directory?.sizeBytes)}</span>
                    </span>
                  ),
                },
              ]
            : []),
          ...(connections ? [connections] : []),
        ]}
      />
      <h4 className="sa-section">
        {t('database.tables')}{' '}
        <span className="sa-muted">{t('database.tablesCount', { count: tables.length })}</span>
      </h4>
      <SectionError error={database.tables.error} />
      <DataTable
        rows={tables}
        columns={tableColumns}
        rowKey={(row) => row.name}
        empty="-"
        pageSize={TABLES_PAGE_SIZE}
        testId="sa-db-tables"
      />
      {database.slowQueries && (
        <>
          <h4 className="sa-section">{t('database.slowQueries')}</h4>
          {database.slowQueries.status === 'not-installed' && (
            <Alert
              type="info"
              showIcon
              title={t('database.slowNotInstalled')}
              data-testid="sa-slow-not-installed"
            />
          )}
          <SectionError error={database.slowQueries.error} />
          {database.slowQueries.status === 'ok' && (
            <DataTable
              rows={database.slowQueries.items}
              columns={queryColumns}
              rowKey={(row) => row.query}
              empty={t('database.slowEmpty')}
              phone="scroll"
              testId="sa-slow-queries"
            />
          )}
        </>
      )}
    </HealthCard>
  );
}

function RedisCard({ redis }: { redis: RedisOverview }) {
  const { t } = useTranslation('superAdmin');
  return (
    <HealthCard
      title={t('database.redis.title')}
      status={redis.status}
      error={redis.error}
      testId="sa-redis"
    >
      {redis.status === 'disabled' && <p className="sa-muted">{t('database.redis.disabled')}</p>}
      {redis.status === 'ok' && (
        <Descriptions
          size="small"
          column={1}
          className="sa-descriptions"
          items={[
            { key: 'version', label: t('database.redis.version'), children: redis.version ?? '-' },
            {
              key: 'memory',
              label: t('database.redis.memory'),
              children: (
                <span className="sa-num">
                  {redis.usedMemoryHuman ?? formatBytes(redis.usedMemoryBytes)}
                </span>
              ),
            },
            {
              key: 'clients',
              label: t('database.redis.clients'),
              children: <span className="sa-num">{formatCount(redis.connectedClients)}</span>,
            },
            {
              key: 'keyspace',
              label: t('database.redis.keyspace'),
              children:
                redis.keyspace.length === 0
                  ? t('database.redis.keyspaceEmpty')
                  : redis.keyspace.map((db) => (
                      <div key={db.db} className="sa-num" style={{ textAlign: 'left' }}>
                        {t('database.redis.keyspaceValue', db)}
                      </div>
                    )),
            },
          ]}
        />
      )}
    </HealthCard>
  );
}

/** Tab 3, database management (§2, §3): the database and Redis we run, and the backups. */
export function DatabaseTab() {
  const { t } = useTranslation('superAdmin');
  const view = useDatabaseManagement();
  return (
    <section aria-label={t('database.title')} data-testid="sa-database">
      {view.isError && !view.data && (
        <QueryError
          title={t('loadFailed.database')}
          error={view.error}
          onRetry={() => void view.refetch()}
        />
      )}
      {!view.data && !view.isError && <Skeleton active paragraph={{ rows: 8 }} />}
      {view.data && (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={16}>
            <DatabaseCard database={view.data.database} />
          </Col>
          <Col xs={24} xl={8}>
            <RedisCard redis={view.data.redis} />
          </Col>
        </Row>
      )}
      {/* Its own call: the backup module may be absent; the card says so without the rest failing. */}
      <BackupsCard />
    </section>
  );
}
