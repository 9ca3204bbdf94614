import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  type NotificationSettings,
} from '@bus/domain';
import { Divider, Form, Modal, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

type SettingsModalProps = { open: boolean; onClose: () => void };

const CHANNELS = ['enabled', 'sound', 'desktop', 'email'] as const;

/**
 * platform.md §2.4 settings: enabled, sound, desktop, e-mail; five categories; four priorities.
 * Saved with its version: a stale save (409) reloads the stored settings and says so.
 */
export function NotificationSettingsModal({ open, onClose }: SettingsModalProps) {
  const { t } = useTranslation(['notifications', 'errors']);
  const { message } = useFeedback();
  const [form] = Form.useForm<NotificationSettings>();
  const { data, isPending, refetch } = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const onOk = async () => {
    if (!data) return;
    const settings = await form.validateFields();
    try {
      await save.mutateAsync({ settings, version: data.version });
      message.success(t('settings.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The form is keyed by version, so the fresh settings replace what was on screen.
        await refetch();
        message.warning(t('settings.conflict'));
        return;
      }
      message.error(errorMessage(error, t));
    }
  };

  return (
    <Modal
      title={t('settings.title')}
      open={open}
      onOk={onOk}
      onCancel={onClose}
      okText={t('settings.save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {isPending || !data ? (
        <Spin />
      ) : (
        <Form
          key={data.version}
          form={form}
          initialValues={data.settings}
          className="notification-settings-form"
          layout="horizontal"
          labelCol={{ span: 14 }}
          wrapperCol={{ span: 10 }}
          labelAlign="left"
        >
          {CHANNELS.map((key) => (
            <Form.Item key={key} name={key} label={t(`settings.${key}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
          <Divider titlePlacement="start">{t('settings.categories')}</Divider>
          {NOTIFICATION_CATEGORIES.map((key) => (
            <Form.Item
              key={key}
              name={['categories', key]}
              label={t(`categories.${key}`)}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          ))}
          <Divider titlePlacement="start">{t('settings.priorities')}</Divider>
          {NOTIFICATION_PRIORITIES.map((key) => (
            <Form.Item
              key={key}
              name={['priorities', key]}
              label={t(`priorities.${key}`)}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
