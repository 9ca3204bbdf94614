import {
  AMOUNT_UNITS,
  STATEMENT_TYPES,
  type StatementSummary,
  type StatementUpdate,
} from '@bus/domain';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useUpdateStatement } from '../api/update-statement';
import { UNIT_KEYS } from '../lib/display';
import { FiscalPeriodFields } from './fiscal-period-fields';

type Values = Omit<StatementUpdate, 'version'>;

/** §2 "statement edit" modal: type, fiscal year, period and unit (optimistic version). */
export function StatementEditModal({
  statement,
  onClose,
}: {
  statement: StatementSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['financial', 'errors']);
  const [form] = Form.useForm<Values>();
  const update = useUpdateStatement();
  const { message } = useFeedback();

  useEffect(() => {
    if (!statement) return;
    update.reset();
    form.setFieldsValue({
      type: statement.type,
      fiscalYear: statement.fiscalYear,
      fiscalPeriod: statement.fiscalPeriod,
      unit: statement.unit,
    });
  }, [statement, form, update.reset]);

  const save = (values: Values) => {
    if (!statement) return;
    update.mutate(
      { id: statement.id, body: { ...values, version: statement.version } },
      {
        onSuccess: () => {
          message.success(t('financial:edit.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={statement !== null}
      title={t('financial:edit.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('financial:actions.save')}
      cancelText={t('financial:actions.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={save}>
        <Form.Item name="type" label={t('financial:manage.type')} rules={[{ required: true }]}>
          <Select
            options={STATEMENT_TYPES.map((type) => ({
              value: type,
              label: t(`financial:statementTypes.${type}`),
            }))}
          />
        </Form.Item>
        <FiscalPeriodFields />
        <Form.Item
          name="unit"
          label={t('financial:edit.unit')}
          extra={t('financial:edit.unitHelp')}
        >
          <Select
            options={AMOUNT_UNITS.map((unit) => ({
              value: unit,
              label: t(`financial:units.${UNIT_KEYS[unit]}`),
            }))}
          />
        </Form.Item>
      </Form>
      {update.error && (
        <Alert type="error" showIcon role="alert" title={errorMessage(update.error, t)} />
      )}
    </Modal>
  );
}
