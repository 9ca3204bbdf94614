import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A computed figure: label left, value right-aligned in tabular digits. */
export function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: ReactNode;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="ic-figure">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span className={strong ? 'costing-amount ic-strong' : 'costing-amount'} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
