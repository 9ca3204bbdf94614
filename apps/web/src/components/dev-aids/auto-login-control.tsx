import { Button, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  devAutoLoginEmail,
  isAutoLoginPrevented,
  setAutoLoginPrevented,
  setDevAutoLoginEmail,
} from '../../lib/auth-storage';
import { useServerMeta } from '../../lib/server-meta';

/**
 * The auto-login toggle and its demo account (floating panel and /dev/auth-debug). The choice is
 * kept in this browser; it takes effect the next time the app loads signed out.
 */
export function AutoLoginControl() {
  const { t } = useTranslation('dev');
  const { data: meta } = useServerMeta();
  const [email, setEmail] = useState<string | null>(devAutoLoginEmail);
  const [prevented, setPrevented] = useState(isAutoLoginPrevented);
  const accounts = meta?.demoAccounts ?? [];
  const choose = (value: string | null) => {
    setDevAutoLoginEmail(value);
    setEmail(value);
  };
  return (
    <div className="dev-auto-login" data-testid="dev-auto-login">
      <Typography.Paragraph type="secondary">{t('autoLogin.explain')}</Typography.Paragraph>
      <Space wrap>
        <Switch
          checked={email !== null}
          disabled={accounts.length === 0}
          onChange={(on) => choose(on ? (accounts[0]?.email ?? null) : null)}
          aria-label={t('autoLogin.toggle')}
        />
        <Select
          aria-label={t('autoLogin.account')}
          value={email ?? undefined}
          disabled={email === null}
          onChange={(value: string) => choose(value)}
          options={accounts.map((account) => ({ value: account.email, label: account.email }))}
          className="dev-auto-login-select"
        />
      </Space>
      <Typography.Paragraph className="dev-gap">
        {t(prevented ? 'autoLogin.prevented' : 'autoLogin.notPrevented')}{' '}
        {prevented && (
          <Button
            size="small"
            onClick={() => {
              setAutoLoginPrevented(false);
              setPrevented(false);
            }}
          >
            {t('autoLogin.clearPrevent')}
          </Button>
        )}
      </Typography.Paragraph>
    </div>
  );
}
