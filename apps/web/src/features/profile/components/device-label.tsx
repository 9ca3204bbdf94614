import { deviceOf } from '@bus/domain/device';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Chrome 140 · Windows" from a User-Agent, with the raw header as a tooltip. */
export function DeviceLabel({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation('profile');
  const device = deviceOf(userAgent);
  const text = t('activity.device', {
    browser: device.browser ?? t('unknown'),
    os: device.os ?? t('unknown'),
  });
  return (
    <Tooltip title={userAgent ?? undefined}>
      <span>
        {text}
        {device.mobile && (
          <Tag className="profile-mobile-tag" bordered={false}>
            {t('activity.mobile')}
          </Tag>
        )}
      </span>
    </Tooltip>
  );
}
