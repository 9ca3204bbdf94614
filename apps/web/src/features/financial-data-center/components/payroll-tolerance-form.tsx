import { SaveOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useSavePayrollTolerance } from '../api/save-payroll-tolerance';

/** The tolerance is a percent of the statement amount (PayrollToleranceUpdate: 0–100). */
const MAX_TOLERANCE = 100;

type PayrollToleranceFormProps = {
  companyId: string;
  tolerancePercent: number;
  /** The version the value was read at: a stale save answers 409 (never overwrites silently). */
  version: number;
  canEdit: boolean;
};

/**
 * The company's reconciliation tolerance (ADR 0013, 1 % by default). Saved with its version; on a
 * 409 the stored value is read again and the user asked to check it, as the data center's other
 * versioned forms do. Remounted (by key) whenever a new version arrives.
 */
export function PayrollToleranceForm({
  companyId,
  tolerancePercent,
  version,
  canEdit,
}: PayrollToleranceFormProps) {
  const { t } = useTranslation(['payroll', 'errors']);
  const [value, setValue] = useState<number | null>(tolerancePercent);
  const save = useSavePayrollTolerance();
  const { message } = useFeedback();

  const submit = () => {
    if (value === null) return;
    save.mutate(
      { companyId, body: { tolerancePercent: value, version } },
      {
        onSuccess: (saved) =>
          message.success(
            t('payroll:reconciliation.toleranceSaved', { percent: saved.tolerancePercent }),
          ),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            message.warning(t('payroll:reconciliation.toleranceConflict'));
            return;
          }
          message.error(
            `${t('payroll:reconciliation.toleranceFailed')}: ${errorMessage(error, t)}`,
          );
        },
      },
    );
  };

  const label = t('payroll:reconciliation.toleranceLabel');
  return (
    <Space wrap className="fdc-block" align="center">
      <Typography.Text id="fdc-tolerance-label">{label}</Typography.Text>
      <InputNumber
        className="fdc-tolerance-input"
        data-testid="fdc-payroll-tolerance"
        aria-labelledby="fdc-tolerance-label"
        min={0}
        max={MAX_TOLERANCE}
        step={0.5}
        suffix="%"
        value={value}
        disabled={!canEdit}
        onChange={(next) => setValue(typeof next === 'number' ? next : null)}
        onPressEnter={submit}
      />
      {canEdit && (
        <Button
          icon={<SaveOutlined />}
          onClick={submit}
          loading={save.isPending}
          disabled={value === null || value === tolerancePercent}
          data-testid="fdc-payroll-tolerance-save"
        >
          {t('payroll:reconciliation.saveTolerance')}
        </Button>
      )}
    </Space>
  );
}
