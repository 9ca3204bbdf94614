import type { DashboardCompany } from '@bus/domain';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missingStatements, statusColor, statusKey } from '../lib/cards';
import { CardLink } from './card-link';

/** The three statements of the year: each one's review status, and which the year lacks. */
export function StatementsCard({ company, link }: { company: DashboardCompany; link: string }) {
  const { t } = useTranslation('dashboard');
  const missing = missingStatements(company);
  return (
    <Card className="dash-card" title={t('statements.title')} data-testid="dash-statements">
      <ul className="dash-statements">
        {company.statements.map((slot) => (
          <li key={slot.type} data-type={slot.type} data-status={statusKey(slot)}>
            <span>{t(`statements.types.${slot.type}`)}</span>
            <Tag color={statusColor(slot.status)}>{t(`statements.status.${statusKey(slot)}`)}</Tag>
          </li>
        ))}
      </ul>
      <Typography.Paragraph
        type={missing.length > 0 ? 'warning' : 'secondary'}
        className="dash-small"
        data-testid="dash-statements-missing"
      >
        {missing.length > 0
          ? t('statements.missing', {
              list: missing.map((type) => t(`statements.types.${type}`)).join(', '),
            })
          : t('statements.complete')}
      </Typography.Paragraph>
      <CardLink to={link} label={t('statements.open')} />
    </Card>
  );
}
