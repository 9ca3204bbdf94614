import { DownloadOutlined } from '@ant-design/icons';
import {
  FINDING_SEVERITIES,
  type Finding,
  MAINTENANCE_ACTIONS,
  MAINTENANCE_SCOPES,
  type MaintenanceAction,
  type MaintenanceScope,
  SECURITY_AUDIT_MODAL_WIDTH,
  type SystemMaintenanceResult,
} from '@bus/domain';
import { Alert, Button, Empty, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { downloadReport } from '../api/download-report';
import { useRunMaintenance } from '../api/run-maintenance';
import { SEVERITY_COLORS } from '../lib/display-rules';

/** Affected items shown under a finding before "and N more". */
const ITEMS_SHOWN = 10;

/** Worst first: critical, warning, info, ok. */
function bySeverity(findings: Finding[]): Finding[] {
  const rank = (finding: Finding) => FINDING_SEVERITIES.indexOf(finding.severity);
  return [...findings].sort((a, b) => rank(b) - rank(a));
}

function FindingRow({ finding }: { finding: Finding }) {
  const { t } = useTranslation('superAdmin');
  const extra = finding.itemCount - Math.min(finding.items.length, ITEMS_SHOWN);
  return (
    <li
      className={`sa-finding sa-finding--${finding.severity}`}
      data-testid="sa-finding"
      data-id={finding.id}
      data-severity={finding.severity}
    >
      <div className="sa-finding__title">
        <Tag color={SEVERITY_COLORS[finding.severity]}>
          {t(`maintenance.severities.${finding.severity}`)}
        </Tag>
        <span>{t(`findings.${finding.code}`, finding.params)}</span>
      </div>
      {finding.items.length > 0 && (
        <ul className="sa-finding__items">
          {finding.items.slice(0, ITEMS_SHOWN).map((item) => (
            <li key={item}>{item}</li>
          ))}
          {extra > 0 && <li>{t('maintenance.more', { count: extra })}</li>}
        </ul>
      )}
    </li>
  );
}

function Results({ result }: { result: SystemMaintenanceResult }) {
  const { t, i18n } = useTranslation(['superAdmin', 'errors']);
  const { message } = useFeedback();
  const [downloading, setDownloading] = useState(false);
  const download = async (id: string) => {
    setDownloading(true);
    try {
      await downloadReport(id, i18n.language);
    } catch (error) {
      message.error(`${t('superAdmin:maintenance.downloadFailed')} ${errorMessage(error, t)}`);
    } finally {
      setDownloading(false);
    }
  };
  const counts = result.counts;
  return (
    <section className="sa-section" data-testid="sa-maintenance-result" data-status={result.status}>
      <Alert
        type={counts.critical ? 'error' : counts.warning ? 'warning' : 'success'}
        showIcon
        title={t('superAdmin:maintenance.result', {
          action: t(`superAdmin:maintenance.actions.${result.action}`),
          status: t(`superAdmin:maintenance.status.${result.status}`),
        })}
        description={t('superAdmin:maintenance.counts', counts)}
      />
      {result.findings.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('superAdmin:maintenance.noChecks')}
        />
      ) : (
        <ul className="sa-findings">
          {bySeverity(result.findings).map((finding) => (
            <FindingRow key={finding.id} finding={finding} />
          ))}
        </ul>
      )}
      {result.reportId && (
        <Space direction="vertical" size={4}>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void download(result.reportId as string)}
            data-testid="sa-report-download"
          >
            {t('superAdmin:maintenance.download')}
          </Button>
          {result.reportExpiresAt && (
            <span className="sa-muted">
              {t('superAdmin:maintenance.reportExpires', {
                time: formatDate(result.reportExpiresAt, i18n.language, { time: true }),
              })}
            </span>
          )}
        </Space>
      )}
    </section>
  );
}

/**
 * §2 security audit modal (600 wide): the action is required, the scope optional; the checks are
 * real (issue 18 §1) and each run can be downloaded as xlsx.
 */
export function SecurityAuditModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['superAdmin', 'errors']);
  const run = useRunMaintenance();
  const [action, setAction] = useState<MaintenanceAction | undefined>();
  const [scope, setScope] = useState<MaintenanceScope | undefined>();
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!action) {
      setMissing(true);
      return;
    }
    run.mutate({ action, scope: scope ?? 'all' });
  };
  return (
    <Modal
      open={open}
      title={t('superAdmin:maintenance.title')}
      onCancel={onClose}
      width={{ xs: '100%', sm: SECURITY_AUDIT_MODAL_WIDTH }}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('superAdmin:maintenance.close')}</Button>
          <Button
            type="primary"
            loading={run.isPending}
            onClick={submit}
            data-testid="sa-maintenance-run"
          >
            {run.isPending ? t('superAdmin:maintenance.running') : t('superAdmin:maintenance.run')}
          </Button>
        </Space>
      }
      data-testid="sa-maintenance-modal"
    >
      <Typography.Paragraph type="secondary">
        {t('superAdmin:maintenance.intro')}
      </Typography.Paragraph>
      <div className="sa-filter-form">
        <label htmlFor="sa-maintenance-action">{t('superAdmin:maintenance.action')}</label>
        <Select<MaintenanceAction>
          id="sa-maintenance-action"
          value={action}
          status={missing && !action ? 'error' : undefined}
          onChange={(value) => {
            setAction(value);
            setMissing(false);
          }}
          options={MAINTENANCE_ACTIONS.map((value) => ({
            value,
            label: t(`superAdmin:maintenance.actions.${value}`),
          }))}
          style={{ width: '100%' }}
          data-testid="sa-maintenance-action"
        />
        {action && (
          <span className="sa-muted">{t(`superAdmin:maintenance.actionHints.${action}`)}</span>
        )}
        {missing && !action && (
          <Typography.Text type="danger" role="alert">
            {t('superAdmin:maintenance.actionRequired')}
          </Typography.Text>
        )}
        <label htmlFor="sa-maintenance-scope">{t('superAdmin:maintenance.scope')}</label>
        <Select<MaintenanceScope>
          id="sa-maintenance-scope"
          allowClear
          value={scope}
          onChange={(value) => setScope(value)}
          placeholder={t('superAdmin:maintenance.scopePlaceholder')}
          options={MAINTENANCE_SCOPES.map((value) => ({
            value,
            label: t(`superAdmin:maintenance.scopes.${value}`),
          }))}
          style={{ width: '100%' }}
          data-testid="sa-maintenance-scope"
        />
      </div>
      {run.isError && (
        <Alert
          className="sa-section"
          type="error"
          showIcon
          title={t('superAdmin:maintenance.failed')}
          description={errorMessage(run.error, t)}
        />
      )}
      {run.data && <Results result={run.data} />}
    </Modal>
  );
}
