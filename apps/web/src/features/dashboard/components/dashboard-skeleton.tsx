import { Card, Skeleton } from 'antd';

/** The page's shape while its one request is on the way: toolbar, cards, nothing that jumps. */
export function DashboardSkeleton() {
  return (
    <div className="dash-grid" data-testid="dash-loading" aria-busy="true">
      {['statements', 'costing', 'support', 'ratios'].map((key) => (
        <Card key={key} className="dash-card">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </div>
  );
}
