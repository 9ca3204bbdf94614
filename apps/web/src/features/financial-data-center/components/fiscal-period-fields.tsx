import { FISCAL_PERIODS } from '@bus/domain';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Years the server accepts for a statement (UploadFields / StatementUpdate in @bus/domain). */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;

/**
 * The fiscal year and period fields shared by the upload form and the statement edit modal; a
 * payroll register has a year and no statement period (`withPeriod` false).
 */
export function FiscalPeriodFields({ withPeriod = true }: { withPeriod?: boolean }) {
  const { t } = useTranslation('financial');
  return (
    <>
      <Form.Item
        name="fiscalYear"
        label={t('upload.fiscalYear')}
        rules={[{ required: true, message: t('upload.fiscalYearRequired') }]}
      >
        <InputNumber min={FIRST_YEAR} max={LAST_YEAR} precision={0} className="fdc-full-width" />
      </Form.Item>
      {withPeriod && (
        <Form.Item name="fiscalPeriod" label={t('upload.fiscalPeriod')}>
          <Select
            options={FISCAL_PERIODS.map((months) => ({
              value: months,
              label: t('periodMonths', { count: months }),
            }))}
          />
        </Form.Item>
      )}
    </>
  );
}
