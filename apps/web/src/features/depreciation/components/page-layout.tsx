import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame both depreciation screens share, signed in and in the demo: an optional banner, the
 * title, the pickers, then the work area. The register and the schedule are wide tables, so the
 * work area takes the full width and the summary cards sit above it.
 */
export function PageLayout({
  banner,
  title,
  intro,
  controls,
  children,
}: {
  banner?: ReactNode;
  title: ReactNode;
  intro: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="costing-page dep-page">
      {banner}
      {title}
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Card className="costing-block" size="small">
        <div className="dep-controls">{controls}</div>
      </Card>
      <div className="dep-stack">{children}</div>
    </div>
  );
}
