import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useAdminStats } from '../api/admin-users';

const STATS = [
  'total',
  'admins',
  'emailVerified',
  'disabled',
  'twoFactorEnabled',
  'activeLast7Days',
] as const;

/** The dashboard's stat cards (data-center-board-admin.md §2, GET /api/admin/stats). */
export function StatCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <QueryError
        title={t('admin:stats.label')}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <section aria-label={t('admin:stats.label')}>
      <Row gutter={[12, 12]}>
        {STATS.map((key) => (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Card size="small">
              {stats.data ? (
                <Statistic
                  title={t(`admin:stats.${key}`)}
                  value={stats.data[key]}
                  data-testid={`admin-stat-${key}`}
                />
              ) : (
                <Skeleton active paragraph={false} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
