import { DELETE_ACCOUNT_PHRASE } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { ApiError, api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { clearUserQueries } from '../../../lib/query-client';
import { ME_QUERY_KEY } from '../../../lib/use-auth';
import { useDeleteAccount, useHasPassword } from '../api/delete-account';

type Values = { confirmation: string; password?: string };

/**
 * The deleted account's session is gone; leave for the public page, say so, forget its data.
 *
 * The session is cleared only once this page has unmounted, i.e. once the public page is
 * committed on screen. The router resolves `navigate` when it has the next page, but React commits
 * that route change as a transition, while the cleared session re-renders synchronously: the
 * still-mounted guard of this page then saw no user and sent the visitor to
 * /login?next=/account-settings (issue 18 §5).
 */
function useAfterDeletion() {
  const { t } = useTranslation('accountSettings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const deleted = useRef(false);
  // Read at unmount: the cleanup below runs once, whatever re-rendered in between.
  const leave = useRef(() => {});
  leave.current = () => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    clearUserQueries(queryClient);
    message.success({ content: t('delete.done'), duration: 8 });
    // The server deleted every session; this clears the now useless cookie as well.
    void api.post('/auth/sign-out').catch((error: unknown) => {
      console.warn('Clearing the session cookie after the deletion failed', error);
    });
  };
  useEffect(
    () => () => {
      if (deleted.current) leave.current();
    },
    [],
  );
  return async () => {
    deleted.current = true;
    await navigate('/', { replace: true });
  };
}

/**
 * data-center-board-admin.md §5 delete account: 계정 삭제 typed exactly (otherwise '올바른 확인
 * 문구를 입력해주세요.') and the current password; then the user is signed out on the public page.
 */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['accountSettings', 'errors']);
  const [form] = Form.useForm<Values>();
  const deletion = useDeleteAccount();
  const hasPassword = useHasPassword(open);
  const afterDeletion = useAfterDeletion();
  const [error, setError] = useState<string | null>(null);
  // Until the server says otherwise, ask for the password: it decides anyway.
  const needsPassword = hasPassword.data !== false;
  const phraseMessage = t('errors:codes.account/confirm-phrase-mismatch');

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await deletion.mutateAsync({
        confirmation: values.confirmation,
        password: needsPassword ? values.password : undefined,
      });
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : null;
      if (code === 'account/confirm-phrase-mismatch') {
        form.setFields([{ name: 'confirmation', errors: [phraseMessage] }]);
      } else if (code === 'auth/wrong-password') {
        form.setFields([{ name: 'password', errors: [errorMessage(caught, t)] }]);
      } else {
        setError(errorMessage(caught, t, 'accountDeleteFailed'));
      }
      return;
    }
    onClose();
    await afterDeletion();
  };

  return (
    <Modal
      open={open}
      title={t('delete.modalTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button
          key="delete"
          type="primary"
          danger
          loading={deletion.isPending}
          onClick={() => form.submit()}
          data-testid="confirm-delete-account"
        >
          {t('delete.confirm')}
        </Button>,
      ]}
    >
      <Alert type="error" showIcon className="settings-result" title={t('delete.irreversible')} />
      <FormError message={error} />
      <Form<Values>
        form={form}
        name="delete-account"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
      >
        <Form.Item
          name="confirmation"
          label={t('delete.phraseLabel', { phrase: DELETE_ACCOUNT_PHRASE })}
          extra={t('delete.phraseHelp')}
          validateTrigger="onSubmit"
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                value === DELETE_ACCOUNT_PHRASE
                  ? Promise.resolve()
                  : Promise.reject(new Error(phraseMessage)),
            },
          ]}
        >
          <Input name="confirmation" autoComplete="off" placeholder={DELETE_ACCOUNT_PHRASE} />
        </Form.Item>
        {needsPassword ? (
          <Form.Item
            name="password"
            label={t('delete.passwordLabel')}
            rules={[{ required: true, message: t('delete.passwordRequired') }]}
          >
            <Input.Password name="current-password" autoComplete="current-password" />
          </Form.Item>
        ) : (
          <Alert type="info" showIcon title={t('delete.noPassword')} />
        )}
      </Form>
    </Modal>
  );
}
