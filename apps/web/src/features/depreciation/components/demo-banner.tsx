import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';

/**
 * Marks the public demo (issue 15 §6): a fictitious company, computed in this browser, nothing
 * saved — with the way to an account for the real thing.
 */
export function DemoBanner() {
  const { t } = useTranslation('depreciation');
  return (
    <Alert
      className="costing-block dep-demo-banner"
      type="warning"
      showIcon
      icon={<ExperimentOutlined />}
      data-testid="dep-demo-banner"
      title={<strong>{t('demo.banner')}</strong>}
      description={t('demo.detail')}
      action={
        <Space wrap size={8}>
          <ButtonLink type="primary" size="small" to="/register">
            {t('demo.signUp')}
          </ButtonLink>
          <ButtonLink size="small" to="/login">
            {t('demo.login')}
          </ButtonLink>
        </Space>
      }
    />
  );
}
