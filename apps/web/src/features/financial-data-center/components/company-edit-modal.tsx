import { type Company, formatBusinessNumber, INDUSTRY_MAX_LENGTH } from '@bus/domain';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useUpdateCompany } from '../api/update-company';
import { businessNumberRule, detailValue } from '../lib/company-details';

type Values = { businessNumber: string; industry: string };

/** The form's wording of a refused save: a stale version, a field the server refused, or other. */
function refusal(error: unknown): 'conflict' | 'forbidden' | keyof Values | 'other' {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 409) return 'conflict';
  if (error.status === 403) return 'forbidden';
  const field = error.problem.params?.field;
  return field === 'businessNumber' || field === 'industry' ? field : 'other';
}

/**
 * Business number and industry of a company (manage tab). Saved with the version it was read at:
 * a stale save reloads the current values and asks to check them, never overwrites silently.
 */
export function CompanyEditModal({
  company,
  onClose,
}: {
  company: Company | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['financial', 'errors']);
  const [form] = Form.useForm<Values>();
  const update = useUpdateCompany();
  const { message } = useFeedback();
  const [problem, setProblem] = useState<string | null>(null);

  // Also after a 409: the refreshed company arrives with its new version and values.
  useEffect(() => {
    if (!company) return;
    form.setFieldsValue({
      businessNumber: company.businessNumber ? formatBusinessNumber(company.businessNumber) : '',
      industry: company.industry ?? '',
    });
  }, [company, form]);

  const close = () => {
    setProblem(null);
    update.reset();
    onClose();
  };

  const save = (values: Values) => {
    if (!company) return;
    setProblem(null);
    const body = {
      businessNumber: detailValue(values.businessNumber),
      industry: detailValue(values.industry),
      version: company.version,
    };
    update.mutate(
      { id: company.id, body },
      {
        onSuccess: (saved) => {
          message.success(t('financial:manage.companySaved', { name: saved.name }));
          close();
        },
        onError: (error) => {
          const why = refusal(error);
          if (why === 'businessNumber') {
            form.setFields([{ name: why, errors: [t('financial:upload.businessNumberInvalid')] }]);
          } else if (why === 'industry') {
            form.setFields([{ name: why, errors: [t('financial:upload.industryTooLong')] }]);
          } else if (why === 'conflict') {
            setProblem(t('financial:manage.companyConflict'));
          } else if (why === 'forbidden') {
            setProblem(t('financial:manage.editCompanyForbidden'));
          } else {
            setProblem(`${t('financial:manage.companySaveFailed')}: ${errorMessage(error, t)}`);
          }
        },
      },
    );
  };

  return (
    <Modal
      open={company !== null}
      title={company ? t('financial:manage.editCompanyTitle', { name: company.name }) : null}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('financial:actions.save')}
      cancelText={t('financial:actions.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
      data-testid="fdc-company-edit"
    >
      <Form<Values> form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="businessNumber"
          label={t('financial:upload.businessNumber')}
          rules={[businessNumberRule(t('financial:upload.businessNumberInvalid'))]}
        >
          <Input
            placeholder={t('financial:upload.businessNumberPlaceholder')}
            inputMode="numeric"
            maxLength={20}
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          name="industry"
          label={t('financial:upload.industry')}
          rules={[{ max: INDUSTRY_MAX_LENGTH, message: t('financial:upload.industryTooLong') }]}
          extra={t('financial:manage.companyDetailsHelp')}
        >
          <Input
            placeholder={t('financial:upload.industryPlaceholder')}
            maxLength={INDUSTRY_MAX_LENGTH}
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </Modal>
  );
}
