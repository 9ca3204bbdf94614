import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/use-auth';
import { ButtonLink } from './button-link';

type NotAvailableProps = {
  /** Key under `nav:titles` naming the section, e.g. 'costAllocation'. */
  section: string;
};

/**
 * Registered route whose feature arrives in a later issue: says so plainly instead of showing
 * placeholder figures (issue 2 "no fake content").
 */
export function NotAvailable({ section }: NotAvailableProps) {
  const { t } = useTranslation(['common', 'nav']);
  const { status } = useAuth();
  const sectionName = t(`nav:titles.${section}`);
  const target = status === 'signedIn' ? '/dashboard' : '/';
  return (
    <div data-testid="not-available" className="page-narrow">
      <Result
        icon={<ClockCircleOutlined />}
        title={<h1 className="result-heading">{sectionName}</h1>}
        subTitle={
          <>
            <strong>{t('common:notAvailable.message')}</strong>
            <br />
            {t('common:notAvailable.detail', { section: sectionName })}
          </>
        }
        extra={
          <ButtonLink to={target} type="primary">
            {t(
              status === 'signedIn'
                ? 'common:notAvailable.toDashboard'
                : 'common:notAvailable.toHome',
            )}
          </ButtonLink>
        }
      />
    </div>
  );
}
