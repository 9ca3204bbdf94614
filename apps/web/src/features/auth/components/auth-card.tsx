import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './auth.css';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
    </div>
  );
}
