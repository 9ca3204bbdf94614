import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Status = 'ok' | 'error' | 'disabled';

const STATUS_COLOR: Record<Status, string> = { ok: 'green', error: 'red', disabled: 'default' };
const STATUS_ICON: Record<Status, ReactNode> = {
  ok: <CheckCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
  disabled: <MinusCircleFilled aria-hidden />,
};

/**
 * A connection card (§2): OK, error or not used, the server's error text (§8 "Database cards show
 * the server's error text"), and what else the card knows (latency, Redis memory).
 */
export function HealthCard({
  title,
  status,
  error,
  children,
  testId,
}: {
  title: string;
  status: Status;
  error?: string | null;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('superAdmin');
  return (
    <Card
      size="small"
      data-testid={testId}
      data-status={status}
      title={
        <span className="sa-card-title">
          {title}
          <Tag color={STATUS_COLOR[status]} icon={STATUS_ICON[status]}>
            {t(`overview.status.${status}`)}
          </Tag>
        </span>
      }
    >
      {status === 'error' && error && (
        <Typography.Paragraph type="danger" className="sa-code" data-testid={`${testId}-error`}>
          {error}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}
