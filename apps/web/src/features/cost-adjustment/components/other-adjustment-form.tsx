import { OTHER_ADJUSTMENT_CATEGORIES } from '@bus/domain';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatKRW } from '../../../lib/format';
import { useCreateOtherAdjustment } from '../api/create-other-adjustment';
import {
  createBody,
  type DraftField,
  fieldProblem,
  type OtherAdjustmentDraft,
  REASON_MAX,
} from '../lib/other-adjustment-form';

const withSeparators = (value: number | string | undefined) =>
  value === undefined ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The add form of the "other adjustments" tab: category, signed amount in won, reason. */
export function OtherAdjustmentForm({
  companyId,
  fiscalYear,
}: {
  companyId: string;
  fiscalYear: number;
}) {
  const { t, i18n } = useTranslation(['costAdjustment', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const [form] = Form.useForm<OtherAdjustmentDraft>();
  const create = useCreateOtherAdjustment(companyId, fiscalYear);
  const { message } = useFeedback();

  const rule = (field: DraftField) => ({
    validator: async (_rule: RuleObject, value: unknown) => {
      const problem = fieldProblem(field, value);
      if (!problem) return;
      const values = { ...problem.values };
      if (typeof values.limit === 'number') values.limit = formatKRW(values.limit, 'won', lng);
      throw new Error(t(`costAdjustment:validation.${problem.key}`, values));
    },
  });

  const submit = (draft: OtherAdjustmentDraft) => {
    const body = createBody(draft);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        message.success(t('costAdjustment:other.added'));
        form.resetFields();
      },
    });
  };

  return (
    <Card title={t('costAdjustment:form.title')} size="small" data-testid="ca-form">
      <Form<OtherAdjustmentDraft>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => create.error && create.reset()}
      >
        <div className="ca-form-grid">
          <Form.Item
            name="category"
            label={t('costAdjustment:form.category')}
            rules={[rule('category')]}
          >
            <Select
              placeholder={t('costAdjustment:form.categoryPlaceholder')}
              options={OTHER_ADJUSTMENT_CATEGORIES.map((value) => ({
                value,
                label: t(`costAdjustment:categories.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('costAdjustment:form.amount')}
            rules={[rule('amount')]}
            extra={t('costAdjustment:form.amountHelp')}
          >
            <InputNumber<number>
              className="costing-full"
              inputMode="numeric"
              // antd's default parser drops the separators again (it keeps digits, '-' and '.').
              formatter={withSeparators}
            />
          </Form.Item>
        </div>
        <Form.Item name="reason" label={t('costAdjustment:form.reason')} rules={[rule('reason')]}>
          <Input.TextArea
            rows={2}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('costAdjustment:form.reasonPlaceholder')}
          />
        </Form.Item>
        {create.error ? (
          <Alert
            className="costing-block"
            type="error"
            showIcon
            role="alert"
            title={t('costAdjustment:errors.add')}
            description={errorMessage(create.error, t)}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('costAdjustment:form.submit')}
        </Button>
      </Form>
    </Card>
  );
}
