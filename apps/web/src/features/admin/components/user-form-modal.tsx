import {
  type AdminUser,
  NAME_MIN_LENGTH,
  passwordIssues,
  ROLES,
  type Role,
  USERNAME_MIN_LENGTH,
} from '@bus/domain';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, passwordIssuesText } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAdminAction } from '../api/admin-users';
import { type Actor, assignableRoles } from '../lib/policy';

type Values = {
  username: string;
  email: string;
  name: string;
  password?: string;
  role: Role;
  department?: string;
  emailVerified?: boolean;
};

/** Problem codes that belong to one field of the form (shown under it as well). */
const FIELD_OF_CODE: Record<string, keyof Values> = {
  'admin/username-taken': 'username',
  'admin/username-too-short': 'username',
  'admin/email-not-editable': 'email',
  'auth/email-already-in-use': 'email',
  'auth/weak-password': 'password',
};

/**
 * Add / edit user (data-center-board-admin.md §5 admin user form): user ID ≥ 3, name and a valid
 * e-mail required, the e-mail locked on edit, the password (policy) only on create.
 */
export function UserFormModal({
  actor,
  user,
  open,
  onClose,
}: {
  actor: Actor;
  /** null: add a user. */
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const [form] = Form.useForm<Values>();
  const action = useAdminAction();
  const { message } = useFeedback();
  const editing = user !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      user
        ? {
            username: user.username ?? '',
            email: user.email,
            name: user.name,
            role: user.role,
            department: user.department ?? '',
          }
        : { role: 'user', emailVerified: false },
    );
  }, [open, user, form]);

  const submit = async (values: Values) => {
    try {
      if (user) {
        await action.mutateAsync({
          kind: 'update',
          id: user.id,
          body: {
            username: values.username.trim(),
            name: values.name.trim(),
            department: values.department?.trim() || null,
          },
        });
        message.success(t('admin:done.updated'));
      } else {
        await action.mutateAsync({
          kind: 'create',
          body: {
            username: values.username.trim(),
            email: values.email.trim(),
            name: values.name.trim(),
            role: values.role,
            password: values.password ?? '',
            emailVerified: values.emailVerified ?? false,
          },
          department: values.department?.trim() || null,
        });
        message.success(t('admin:done.created'));
      }
      onClose();
    } catch (error) {
      console.error('Saving the user failed', error);
      const text = errorMessage(error, t, 'userSaveFailed');
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [text] }]);
      message.error(text);
    }
  };

  const roles = assignableRoles(actor, ROLES);
  const roleOptions = (editing ? ROLES : roles).map((role) => ({
    value: role,
    label: t(`common:roles.${role}`),
  }));

  return (
    <Modal
      open={open}
      title={editing ? t('admin:form.editTitle') : t('admin:form.createTitle')}
      okText={t('admin:form.save')}
      cancelText={t('admin:form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={action.isPending}
      width={{ xs: '100%', sm: 560 }}
      forceRender
      data-testid="admin-user-form"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="username"
          label={t('admin:form.username')}
          rules={[
            { required: true, whitespace: true, message: t('admin:form.rules.usernameRequired') },
            {
              min: USERNAME_MIN_LENGTH,
              transform: (value: string) => value?.trim(),
              message: t('admin:form.rules.usernameMin', { min: USERNAME_MIN_LENGTH }),
            },
          ]}
        >
          <Input autoComplete="off" data-testid="admin-form-username" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('admin:form.email')}
          extra={editing ? t('admin:form.emailLocked') : undefined}
          rules={[
            { required: true, whitespace: true, message: t('admin:form.rules.emailRequired') },
            { type: 'email', message: t('admin:form.rules.emailInvalid') },
          ]}
        >
          <Input
            type="email"
            autoComplete="off"
            disabled={editing}
            data-testid="admin-form-email"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('admin:form.name')}
          rules={[
            { required: true, whitespace: true, message: t('admin:form.rules.nameRequired') },
            {
              min: NAME_MIN_LENGTH,
              transform: (value: string) => value?.trim(),
              message: t('admin:form.rules.nameMin', { min: NAME_MIN_LENGTH }),
            },
          ]}
        >
          <Input autoComplete="off" data-testid="admin-form-name" />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label={t('admin:form.password')}
            rules={[
              { required: true, message: t('admin:form.rules.passwordRequired') },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value) return;
                  const issues = passwordIssues(value);
                  if (issues.length > 0) {
                    throw new Error(
                      t('admin:form.rules.passwordWeak', { issues: passwordIssuesText(issues, t) }),
                    );
                  }
                },
              },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="admin-form-password" />
          </Form.Item>
        )}
        <Form.Item
          name="role"
          label={t('admin:form.role')}
          extra={editing ? t('admin:form.roleOnEdit') : undefined}
          rules={[{ required: true, message: t('admin:form.rules.roleRequired') }]}
        >
          <Select options={roleOptions} disabled={editing} data-testid="admin-form-role" />
        </Form.Item>
        <Form.Item name="department" label={t('admin:form.department')}>
          <Input autoComplete="off" data-testid="admin-form-department" />
        </Form.Item>
        {!editing && (
          <Form.Item name="emailVerified" valuePropName="checked">
            <Checkbox>{t('admin:form.emailVerified')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
