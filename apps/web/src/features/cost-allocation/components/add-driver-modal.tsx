import { CUSTOM_DRIVER_KEY, type CustomDriver } from '@bus/domain';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Values = { name: string; key: string };

/**
 * Adds a custom driver column (issue 15 §1 "custom drivers the user adds"): a name shown in the
 * table and a key (lower-case letters, digits, '_') used as its column in import and export files.
 */
export function AddDriverModal({
  open,
  existing,
  suggestedKey,
  onCancel,
  onAdd,
}: {
  open: boolean;
  existing: readonly CustomDriver[];
  suggestedKey: string;
  onCancel: () => void;
  onAdd: (driver: CustomDriver) => void;
}) {
  const { t } = useTranslation('costAllocation');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: '', key: suggestedKey });
  }, [open, suggestedKey, form]);

  return (
    <Modal
      open={open}
      title={t('addDriver.title')}
      okText={t('addDriver.submit')}
      cancelText={t('addDriver.cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => onAdd({ key: values.key.trim(), name: values.name.trim() })}
      >
        <Form.Item
          name="name"
          label={t('addDriver.name')}
          extra={t('addDriver.nameHelp')}
          rules={[
            { required: true, whitespace: true, message: t('problems.driverName') },
            { max: 100, message: t('problems.driverNameLong') },
            {
              validator: (_, value: string) =>
                existing.some((driver) => driver.name.trim() === value?.trim())
                  ? Promise.reject(new Error(t('problems.driverNameTaken')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder={t('addDriver.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('addDriver.key')}
          extra={t('addDriver.keyHelp')}
          rules={[
            { required: true, message: t('problems.driverKey') },
            { pattern: CUSTOM_DRIVER_KEY, message: t('problems.driverKey') },
            {
              validator: (_, value: string) =>
                existing.some((driver) => driver.key === value?.trim()) ||
                [
                  'distance_km',
                  'vehicles_operated',
                  'vehicles_owned',
                  'name',
                  'type',
                  'id',
                ].includes(value?.trim())
                  ? Promise.reject(new Error(t('problems.driverKeyTaken')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
