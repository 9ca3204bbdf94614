import type { StatementDetail } from '@bus/domain';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useCreateAccount } from '../api/create-account';
import { parseAmountInput } from '../lib/amount-input';

/** §2 "add account" modal width. */
export const ADD_ACCOUNT_MODAL_WIDTH = 600;

type Values = {
  name: string;
  originalName?: string;
  current: string;
  previous?: string;
  isTotal: boolean;
};

/** §5 "Add account": name 1–100, original name defaults to it, current 0, previous may be empty. */
export function AddAccountModal({
  statement,
  open,
  onClose,
}: {
  statement: StatementDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['financial', 'errors']);
  const [form] = Form.useForm<Values>();
  const create = useCreateAccount();
  const { message } = useFeedback();

  const amountRule = (key: 'currentInvalid' | 'previousInvalid') => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (parseAmountInput(value) === 'invalid') throw new Error(t(`financial:accounts.${key}`));
    },
  });

  const submit = (values: Values) => {
    const current = parseAmountInput(values.current);
    const previous = parseAmountInput(values.previous);
    if (current === 'invalid' || previous === 'invalid') return;
    const name = values.name.trim();
    create.mutate(
      {
        statementId: statement.id,
        body: {
          name,
          originalName: values.originalName?.trim() || name,
          currentValue: current ?? 0,
          previousValue: previous,
          isTotal: values.isTotal,
          version: statement.version,
        },
      },
      {
        onSuccess: () => {
          message.success(t('financial:accounts.added', { name }));
          form.resetFields();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      width={ADD_ACCOUNT_MODAL_WIDTH}
      title={t('financial:accounts.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('financial:actions.add')}
      cancelText={t('financial:actions.cancel')}
      confirmLoading={create.isPending}
      afterOpenChange={(visible) => visible && create.reset()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ current: '0', isTotal: false }}
      >
        <Form.Item
          name="name"
          label={t('financial:accounts.name')}
          rules={[
            { required: true, whitespace: true, message: t('financial:accounts.nameLength') },
            { max: 100, message: t('financial:accounts.nameLength') },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="originalName"
          label={t('financial:accounts.originalName')}
          extra={t('financial:accounts.originalNameHelp')}
          rules={[{ max: 100, message: t('financial:accounts.nameLength') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <div className="fdc-form-grid">
          <Form.Item
            name="current"
            label={t('financial:accounts.amountIn', { year: statement.fiscalYear })}
            rules={[amountRule('currentInvalid')]}
            extra={t('financial:accounts.amountHelp')}
          >
            <Input inputMode="numeric" className="fdc-amount-input" />
          </Form.Item>
          <Form.Item
            name="previous"
            label={t('financial:accounts.amountIn', { year: statement.fiscalYear - 1 })}
            rules={[amountRule('previousInvalid')]}
            extra={t('financial:accounts.previousHelp')}
          >
            <Input inputMode="numeric" className="fdc-amount-input" />
          </Form.Item>
        </div>
        <Form.Item name="isTotal" valuePropName="checked">
          <Checkbox>{t('financial:accounts.isTotal')}</Checkbox>
        </Form.Item>
      </Form>
      {create.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`${t('financial:accounts.addFailed')}: ${errorMessage(create.error, t)}`}
        />
      )}
    </Modal>
  );
}
