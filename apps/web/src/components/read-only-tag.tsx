import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * "읽기 전용 / Read only" beside a screen's title when the caller may read the figures but not
 * change them (issue 14 §8), so missing edit controls read as a choice, not as a fault.
 */
export function ReadOnlyTag() {
  const { t } = useTranslation('common');
  return (
    <Tooltip title={t('access.readOnlyHint')}>
      <Tag icon={<LockOutlined />} className="read-only-tag" data-testid="read-only-tag">
        {t('access.readOnly')}
      </Tag>
    </Tooltip>
  );
}
