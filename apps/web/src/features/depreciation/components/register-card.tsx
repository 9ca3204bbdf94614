import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The register's card: its title with the count, the toolbar, and the table. */
export function RegisterCard({
  count,
  toolbar,
  children,
}: {
  count: number;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('depreciation');
  return (
    <Card size="small" title={t('register.title', { count })} data-testid="dep-register-card">
      <div className="dep-toolbar">{toolbar}</div>
      {children}
    </Card>
  );
}

/** The schedule's card. */
export function ScheduleCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('depreciation');
  return (
    <Card size="small" title={t('schedule.title')}>
      {children}
    </Card>
  );
}
