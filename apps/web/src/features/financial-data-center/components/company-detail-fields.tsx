import { type Company, formatBusinessNumber, INDUSTRY_MAX_LENGTH } from '@bus/domain';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { businessNumberRule } from '../lib/company-details';

/**
 * The optional business number and industry of the upload form. A company that already has a
 * value keeps it (the server never overwrites one from an upload): the field is then locked and
 * says so, instead of taking a value that would be dropped silently.
 */
export function CompanyDetailFields({ existing }: { existing: Company | undefined }) {
  const { t } = useTranslation('financial');
  const keptNumber = existing?.businessNumber ?? null;
  const keptIndustry = existing?.industry ?? null;
  const form = Form.useFormInstance();
  // A value typed before an existing company was chosen would sit in a locked field unsent.
  useEffect(() => {
    if (keptNumber !== null) form.setFieldValue('businessNumber', undefined);
    if (keptIndustry !== null) form.setFieldValue('industry', undefined);
  }, [keptNumber, keptIndustry, form]);
  const note = (kept: string | null) =>
    kept !== null
      ? t('upload.detailKept', { value: kept })
      : existing
        ? t('upload.detailFilled')
        : undefined;
  return (
    <>
      <Form.Item
        name="businessNumber"
        label={t('upload.businessNumber')}
        rules={keptNumber === null ? [businessNumberRule(t('upload.businessNumberInvalid'))] : []}
        extra={note(keptNumber === null ? null : formatBusinessNumber(keptNumber))}
      >
        <Input
          placeholder={
            keptNumber === null
              ? t('upload.businessNumberPlaceholder')
              : formatBusinessNumber(keptNumber)
          }
          disabled={keptNumber !== null}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="industry"
        label={t('upload.industry')}
        rules={[{ max: INDUSTRY_MAX_LENGTH, message: t('upload.industryTooLong') }]}
        extra={note(keptIndustry)}
      >
        <Input
          placeholder={keptIndustry ?? t('upload.industryPlaceholder')}
          disabled={keptIndustry !== null}
          maxLength={INDUSTRY_MAX_LENGTH}
        />
      </Form.Item>
    </>
  );
}
