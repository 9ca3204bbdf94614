import { ASSET_CLASSES, DEPRECIATION_METHODS, type EntityRef } from '@bus/domain';
import { Alert, AutoComplete, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AssetDraft,
  type AssetField,
  type AssetFields,
  fieldProblems,
  NEW_ASSET_DRAFT,
  validAsset,
} from '../lib/asset-form';

const withSeparators = (value: number | string | undefined) =>
  value === undefined ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Fields whose rule reads another field, re-checked when that one changes. */
const DEPENDENCIES: Partial<Record<AssetField, AssetField[]>> = {
  residualValue: ['cost'],
  disposalDate: ['acquisitionDate'],
};

type Props = {
  open: boolean;
  /** The asset being edited, or null to add one. */
  initial: AssetDraft | null;
  entities: readonly EntityRef[];
  saving: boolean;
  /** Why the last save failed (already translated), shown above the buttons. */
  error: string | null;
  onSubmit: (asset: AssetFields) => void;
  onCancel: () => void;
};

/**
 * Add or edit one asset of the register (issue 15 §4). Every field is checked as it is typed with
 * the domain's rules, and the message says what is wrong in the user's language.
 */
export function AssetFormModal({
  open,
  initial,
  entities,
  saving,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation(['depreciation', 'errors']);
  const [form] = Form.useForm<AssetDraft>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial ?? NEW_ASSET_DRAFT);
  }, [open, initial, form]);

  const rule = (field: AssetField) => ({
    validator: async (_rule: RuleObject) => {
      const problem = fieldProblems(form.getFieldsValue(true))[field];
      if (problem) throw new Error(t(`errors:codes.${problem}`));
    },
  });
  const item = (field: AssetField) => ({
    name: field,
    label: t(`register.columns.${field}`),
    rules: [rule(field)],
    dependencies: DEPENDENCIES[field],
  });
  // The cost and the residual value: whole won with thousands separators.
  const wonInput = (
    <InputNumber<number>
      className="costing-full"
      inputMode="numeric"
      formatter={withSeparators}
      suffix={t('form.wonSuffix')}
    />
  );

  const submit = () => {
    const asset = validAsset(form.getFieldsValue(true));
    if (asset) onSubmit(asset);
  };

  return (
    <Modal
      open={open}
      title={t(initial ? 'form.editTitle' : 'form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      width={720}
      forceRender
    >
      <Form<AssetDraft>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="dep-asset-form"
      >
        <div className="dep-form-grid">
          <Form.Item {...item('code')}>
            <Input maxLength={64} placeholder={t('form.codePlaceholder')} />
          </Form.Item>
          <Form.Item {...item('name')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item {...item('assetClass')}>
            <Select
              options={ASSET_CLASSES.map((value) => ({ value, label: t(`classes.${value}`) }))}
            />
          </Form.Item>
          <Form.Item {...item('entityId')} extra={t('form.entityHelp')}>
            <AutoComplete
              allowClear
              placeholder={t('form.entityPlaceholder')}
              options={entities.map((entity) => ({
                value: entity.id,
                label: `${entity.id} · ${entity.name}`,
              }))}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.label ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
            />
          </Form.Item>
          <Form.Item {...item('acquisitionDate')}>
            <Input type="date" min="1950-01-01" max="2100-12-31" />
          </Form.Item>
          <Form.Item {...item('disposalDate')} extra={t('form.disposalHelp')}>
            <Input type="date" min="1950-01-01" max="2100-12-31" />
          </Form.Item>
          <Form.Item {...item('cost')}>{wonInput}</Form.Item>
          <Form.Item {...item('residualValue')}>{wonInput}</Form.Item>
          <Form.Item {...item('usefulLifeYears')}>
            <InputNumber<number>
              className="costing-full"
              inputMode="numeric"
              suffix={t('form.yearsSuffix')}
            />
          </Form.Item>
          <Form.Item {...item('method')}>
            <Select
              options={DEPRECIATION_METHODS.map((value) => ({
                value,
                label: t(`methods.${value}`),
              }))}
            />
          </Form.Item>
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      </Form>
    </Modal>
  );
}
