import {
  CheckOutlined,
  CopyOutlined,
  ExclamationCircleFilled,
  LoginOutlined,
} from '@ant-design/icons';
import type { ServerMeta } from '@bus/domain';
import { ROLE_COLORS } from '@bus/domain/roles';
import { ConfigProvider } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { LandingSection } from './landing-section';

type DevLoginSectionProps = {
  accounts: ServerMeta['demoAccounts'];
};

/** How long the copy button shows its check mark. */
const COPIED_MS = 3000;

/**
 * The clipboard API exists only in secure contexts (https, localhost); a development server opened
 * by its address falls back to the old selection copy.
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * A small copy button like antd's copyable text, without its tooltip (which would weigh ~20 kB on
 * the landing page). The words "Copy"/"Copied" come from antd's own locale, as before.
 */
function CopyButton({ text }: { text: string }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? (locale?.Text?.copied ?? 'Copied') : (locale?.Text?.copy ?? 'Copy');
  return (
    <button
      type="button"
      className={copied ? 'landing-copy landing-copy--done' : 'landing-copy'}
      title={label}
      aria-label={`${label}: ${text}`}
      onClick={() => {
        copyText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
    </button>
  );
}

/**
 * Development-only list of the seeded demo accounts (platform.md §2.7 "development login section").
 * The server sends them only in development mode; the caller also checks devMode. One line per
 * account that wraps as a whole on phones, rather than a table whose cells would split addresses.
 * E-mail addresses and passwords are copied as a whole, so they never wrap inside.
 */
export function DevLoginSection({ accounts }: DevLoginSectionProps) {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="dev-login" title={t('dev.title')}>
      <div className="landing-dev" data-testid="dev-login">
        <p className="landing-alert">
          <ExclamationCircleFilled aria-hidden />
          <span>{t('dev.note')}</span>
        </p>
        <ul className="landing-accounts">
          {accounts.map((account) => (
            <li key={account.email} className="landing-account">
              <span className="landing-account__who">
                <span className={`landing-tag landing-tag--${ROLE_COLORS[account.role]}`}>
                  {t(`roles.${account.role}`)}
                </span>
                <span className="landing-nowrap">
                  <span>{account.email}</span>
                  <CopyButton text={account.email} />
                </span>
              </span>
              <span className="landing-nowrap landing-muted">
                {t('dev.password')} <code className="landing-code">{account.password}</code>
                <CopyButton text={account.password} />
              </span>
            </li>
          ))}
        </ul>
        <LinkButton to="/login" type="primary" icon={<LoginOutlined aria-hidden />}>
          {t('dev.goToLogin')}
        </LinkButton>
      </div>
    </LandingSection>
  );
}
