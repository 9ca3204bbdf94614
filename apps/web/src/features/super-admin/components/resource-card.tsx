import { isOverResourceLimit, RESOURCE_WARNING_PERCENT, type ResourceUsage } from '@bus/domain';
import { Card, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, usageStatus } from '../lib/display-rules';

/**
 * One resource of the system overview (§2): its percentage with a bar, used/total below; above
 * 80 % the figure turns red and the bar takes antd's exception style.
 */
export function ResourceCard({
  title,
  percent,
  usage,
  detail,
  testId,
}: {
  title: string;
  percent: number;
  /** Used and total bytes; CPU has none. */
  usage?: ResourceUsage;
  detail?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('superAdmin');
  const over = isOverResourceLimit(percent);
  return (
    <Card size="small" title={title} data-testid={testId} data-over={over}>
      <div className="sa-resource__figure">
        <span
          className={`sa-resource__percent sa-num${over ? ' sa-resource__percent--over' : ''}`}
          data-testid={`${testId}-percent`}
        >
          {percent.toFixed(1)}%
        </span>
        {over && (
          <Tag color="red">{t('overview.overLimit', { limit: RESOURCE_WARNING_PERCENT })}</Tag>
        )}
      </div>
      <Progress
        percent={Math.round(percent * 10) / 10}
        status={usageStatus(percent)}
        showInfo={false}
        aria-label={title}
      />
      {usage && (
        <p className="sa-muted sa-num" style={{ textAlign: 'left' }}>
          {t('overview.usedOfTotal', {
            used: formatBytes(usage.usedBytes),
            total: formatBytes(usage.totalBytes),
          })}
        </p>
      )}
      {detail && <p className="sa-muted">{detail}</p>}
    </Card>
  );
}
