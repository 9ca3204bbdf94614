import {
  formatBusinessNumber,
  normalizeBusinessNumber,
  ORGANISATION_KINDS,
  ORGANISATION_NAME_MAX,
  type Organisation,
  type OrganisationKind,
} from '@bus/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useOrganisationAction } from '../api/organisations';

type Values = { name: string; kind: OrganisationKind; businessNumber?: string };

/**
 * Create or edit an organisation (issue 14 §2). The kind is fixed once created; the edit sends the
 * version it was loaded at, so a concurrent change answers `conflict` instead of being overwritten.
 */
export function OrganisationFormModal({
  open,
  organisation,
  onClose,
}: {
  open: boolean;
  organisation: Organisation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const [form] = Form.useForm<Values>();
  const action = useOrganisationAction();
  const { message } = useFeedback();

  // The modal's content is destroyed when hidden: each opening starts from these values.
  const initialValues: Values = {
    name: organisation?.name ?? '',
    kind: organisation?.kind ?? 'operator',
    businessNumber: organisation?.businessNumber
      ? formatBusinessNumber(organisation.businessNumber)
      : '',
  };

  const submit = async (values: Values) => {
    const businessNumber = values.businessNumber?.trim() || null;
    try {
      if (organisation) {
        await action.mutateAsync({
          kind: 'update',
          id: organisation.id,
          body: { name: values.name.trim(), businessNumber, version: organisation.version },
        });
        message.success(t('admin:organisations.done.updated'));
      } else {
        await action.mutateAsync({
          kind: 'create',
          body: { name: values.name.trim(), kind: values.kind, businessNumber },
        });
        message.success(t('admin:organisations.done.created'));
      }
      onClose();
    } catch (error) {
      console.error('Saving the organisation failed', error);
      message.error(errorMessage(error, t));
    }
  };

  return (
    <Modal
      open={open}
      title={t(
        organisation
          ? 'admin:organisations.form.editTitle'
          : 'admin:organisations.form.createTitle',
      )}
      okText={t('admin:organisations.form.save')}
      cancelText={t('admin:organisations.form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={action.isPending}
      destroyOnHidden
      width={{ xs: '100%', sm: 480 }}
      data-testid="admin-organisation-form"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('admin:organisations.form.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('admin:organisations.form.nameRequired'),
            },
            { max: ORGANISATION_NAME_MAX },
          ]}
        >
          <Input maxLength={ORGANISATION_NAME_MAX} data-testid="admin-organisation-name" />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('admin:organisations.form.kind')}
          extra={organisation ? t('admin:organisations.form.kindLocked') : undefined}
        >
          <Select
            disabled={organisation !== null}
            options={ORGANISATION_KINDS.map((kind) => ({
              value: kind,
              label: t(`admin:organisations.kinds.${kind}`),
            }))}
            data-testid="admin-organisation-kind"
          />
        </Form.Item>
        <Form.Item
          name="businessNumber"
          label={t('admin:organisations.form.businessNumber')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (value?.trim() && normalizeBusinessNumber(value) === null) {
                  throw new Error(t('admin:organisations.form.businessNumberInvalid'));
                }
              },
            },
          ]}
        >
          <Input
            inputMode="numeric"
            placeholder="124-81-00998"
            data-testid="admin-organisation-business-number"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
