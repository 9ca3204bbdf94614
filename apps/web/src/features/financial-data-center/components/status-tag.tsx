import type { StatementStatus } from '@bus/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../lib/display';

/** §2 status tag: verified green, warning orange, error red, pending grey. */
export function StatusTag({ status }: { status: StatementStatus }) {
  const { t } = useTranslation('financial');
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
