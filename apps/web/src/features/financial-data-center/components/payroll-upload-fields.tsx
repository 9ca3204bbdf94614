import { Alert, Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYROLL_MONTHS } from '../lib/payroll';

/**
 * The payroll register's own fields of the upload form (ADR 0013): its month, or the annual
 * register; whether employee names are kept (off unless ticked).
 */
export function PayrollMonthField() {
  const { t } = useTranslation('financial');
  return (
    <Form.Item
      name="payrollMonth"
      label={t('upload.payrollMonth')}
      extra={t('upload.payrollMonthHelp')}
    >
      <Select
        data-testid="fdc-payroll-month"
        options={[
          { value: 'annual', label: t('upload.payrollMonthAnnual') },
          ...PAYROLL_MONTHS.map((month) => ({
            value: month,
            label: t('upload.payrollMonthOption', { month }),
          })),
        ]}
      />
    </Form.Item>
  );
}

/** Keep-names choice and what happens to the register's personal data, before it is sent. */
export function PayrollPrivacyFields() {
  const { t } = useTranslation('financial');
  return (
    <>
      <Form.Item name="keepNames" valuePropName="checked" extra={t('upload.keepNamesHelp')}>
        <Checkbox data-testid="fdc-payroll-keep-names">{t('upload.keepNames')}</Checkbox>
      </Form.Item>
      <Alert
        type="info"
        showIcon
        className="fdc-block"
        data-testid="fdc-payroll-privacy"
        title={t('upload.payrollPrivacyTitle')}
        description={
          <ul className="fdc-notice-list">
            <li>{t('upload.payrollPrivacy.residentNumbers')}</li>
            <li>{t('upload.payrollPrivacy.original')}</li>
            <li>{t('upload.payrollPrivacy.noAi')}</li>
          </ul>
        }
      />
    </>
  );
}
