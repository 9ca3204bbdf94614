import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteAccountModal } from './delete-account-modal';

const DELETED = ['account', 'photo', 'sessions', 'security', 'notifications'] as const;
const KEPT = ['records', 'pageViews', 'audit'] as const;

/**
 * Delete account: the consequences are spelled out before anything is asked (what goes at once,
 * what stays and for how long; privacy policy §3, docs/user-guide/account-deletion.md).
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('accountSettings');
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={
        <span>
          <DeleteOutlined aria-hidden /> {t('delete.title')}
        </span>
      }
      className="settings-card settings-danger"
      data-testid="delete-card"
    >
      <Typography.Paragraph>{t('delete.intro')}</Typography.Paragraph>
      <div className="settings-consequences">
        <section>
          <Typography.Title level={3} className="settings-subheading">
            {t('delete.deletedTitle')}
          </Typography.Title>
          <ul>
            {DELETED.map((key) => (
              <li key={key}>{t(`delete.deleted.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section>
          <Typography.Title level={3} className="settings-subheading">
            {t('delete.keptTitle')}
          </Typography.Title>
          <ul>
            {KEPT.map((key) => (
              <li key={key}>{t(`delete.kept.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <Typography.Paragraph type="secondary">
        {t('delete.policy')}{' '}
        <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
          {t('delete.policyLink')}
        </Link>
      </Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)} data-testid="open-delete-account">
        {t('delete.button')}
      </Button>
      <DeleteAccountModal open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
