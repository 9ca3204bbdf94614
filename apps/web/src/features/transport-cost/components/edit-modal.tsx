import { COST_CATEGORIES, type CostCategory } from '@bus/domain';
import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import type { ScreenLine } from '../lib/working-copy';

export type EditValues = { amount: number; category: CostCategory; note: string };

/** Spec §2 edit modal: amount (integer won), category and reason. */
export function EditModal({
  line,
  onCancel,
  onApply,
}: {
  line: ScreenLine | null;
  onCancel: () => void;
  onApply: (line: ScreenLine, values: EditValues) => void;
}) {
  const { t, i18n } = useTranslation('transportCost');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const [form] = Form.useForm<EditValues>();

  useEffect(() => {
    if (line)
      form.setFieldsValue({
        amount: line.amount,
        category: line.category,
        note: line.pendingNote ?? '',
      });
  }, [form, line]);

  const original = line?.original;
  return (
    <Modal
      open={line !== null}
      title={line ? t('edit.title', { name: line.name }) : ''}
      okText={t('edit.save')}
      cancelText={t('actions.cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        onFinish={(values) => line && onApply(line, values)}
      >
        <Form.Item
          name="amount"
          label={t('edit.amount')}
          rules={[
            {
              required: true,
              validator: (_, value) =>
                Number.isSafeInteger(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('edit.amountInvalid'))),
            },
          ]}
        >
          <InputNumber<number>
            className="costing-full"
            precision={0}
            formatter={(value) =>
              value === undefined ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
            }
            parser={(text) => Number((text ?? '').replace(/,/g, ''))}
          />
        </Form.Item>
        <Form.Item name="category" label={t('edit.category')} rules={[{ required: true }]}>
          <Select<CostCategory>
            options={COST_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('edit.reason')}>
          <Input.TextArea maxLength={500} rows={2} placeholder={t('edit.reasonPlaceholder')} />
        </Form.Item>
      </Form>
      {original ? (
        <Typography.Text type="secondary">
          {t('edit.original', {
            category: t(`categories.${original.category}`),
            amount: formatKRW(original.amount, 'won', lng),
          })}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
