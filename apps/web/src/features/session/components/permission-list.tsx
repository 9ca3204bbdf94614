import { CheckOutlined } from '@ant-design/icons';
import type { Permission } from '@bus/domain';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** i18n keys cannot hold ':' (i18next's namespace separator): data:read → data_read. */
const keyOf = (permission: Permission) => permission.replace(':', '_');

/** The permissions the server granted to the session's role, each with what it allows. */
export function PermissionList({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation('session');
  if (permissions.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('permissions.none')} />;
  }
  return (
    <ul className="session-permissions" data-testid="session-permissions">
      {permissions.map((permission) => (
        <li key={permission} data-permission={permission}>
          <CheckOutlined aria-hidden className="session-permission-icon" />
          <div>
            <div className="session-permission-name">
              {t(`permissions.items.${keyOf(permission)}.name`)} <code>{permission}</code>
            </div>
            <div className="session-permission-text">
              {t(`permissions.items.${keyOf(permission)}.text`)}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
