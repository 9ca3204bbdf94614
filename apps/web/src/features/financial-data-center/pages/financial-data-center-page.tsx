import { hasRole, type Job, type Role } from '@bus/domain';
import { Alert, Card, Tabs, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OrganisationNotice } from '../../../components/organisation-notice';
import { ReadOnlyTag } from '../../../components/read-only-tag';
import { canEditCompany, canUpload, lacksOrganisation } from '../../../lib/data-access';
import { useAuth } from '../../../lib/use-auth';
import { useCompanies } from '../api/get-companies';
import { AnalyzeTab } from '../components/analyze-tab';
import { ManageTab } from '../components/manage-tab';
import { PayrollTab } from '../components/payroll-tab';
import { SocketStatusBadge } from '../components/socket-status-badge';
import { StatementDetailsModal } from '../components/statement-details-modal';
import { TrashTab } from '../components/trash-tab';
import { UploadTab } from '../components/upload-tab';
import { WorkspaceTab } from '../components/workspace-tab';
import { useFinancialSocket } from '../hooks/use-financial-socket';
import { useRatioSync } from '../hooks/use-ratio-sync';
import { isTab, storedTab, storeTab, TABS, type Tab } from '../lib/tabs';
import '../components/financial.css';

const BASE_PATH = '/financial-data-center';
/** Workspace for admins; the trash for managers and above (issue 14 §6, as the server's routes). */
const TAB_MIN_ROLE: Record<Tab, Role> = {
  upload: 'viewer',
  manage: 'viewer',
  analyze: 'viewer',
  payroll: 'viewer',
  trash: 'manager',
  workspace: 'admin',
};
/** §4 "Upload": the new statement's details open 1 second after the company is selected. */
export const DETAILS_OPEN_DELAY_MS = 1_000;

/**
 * Financial data center (data-center-board-admin.md §2): upload, manage, analyze, payroll
 * registers (issue 19), the trash for managers (issue 14 §6) and — for admins — workspace, with
 * the tab in the URL (/financial-data-center/<tab>) and remembered.
 */
export function FinancialDataCenterPage() {
  // The payroll tab's texts load with the page: opening that tab later does not suspend it.
  const { t } = useTranslation(['financial', 'nav', 'common', 'payroll']);
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const subPath = useParams()['*'] ?? '';
  const tabs = TABS.filter((tab) => hasRole(user?.role, TAB_MIN_ROLE[tab]));
  const allowed = (value: unknown): value is Tab => isTab(value) && tabs.includes(value);
  // Issue 14 §8: an account that may not write gets an explanation instead of the upload form,
  // and lands on the companies it can read.
  const uploadAllowed = canUpload(user);
  const firstTab: Tab = uploadAllowed ? 'upload' : 'manage';
  const tab: Tab = allowed(subPath) ? subPath : firstTab;
  const companies = useCompanies('').data?.items ?? [];
  const readOnly = !uploadAllowed || (companies.length > 0 && !companies.some(canEditCompany));

  const [companyId, setCompanyId] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const socketStatus = useFinancialSocket(companyId);
  useRatioSync();

  // A bare or unknown sub-path shows the remembered tab (or upload) under its own URL.
  // Not before the session is known: a manager's /trash link would be taken for a user's.
  useEffect(() => {
    if (status === 'loading' || allowed(subPath)) return;
    const remembered = storedTab();
    navigate(`${BASE_PATH}/${allowed(remembered) ? remembered : firstTab}`, { replace: true });
  });

  useEffect(() => () => clearTimeout(openTimer.current), []);

  const changeTab = useCallback(
    (next: Tab) => {
      storeTab(next);
      navigate(`${BASE_PATH}/${next}`);
    },
    [navigate],
  );

  const onUploaded = useCallback(
    (job: Job) => {
      if (job.companyId) setCompanyId(job.companyId);
      // A payroll register stays on the upload tab: its notice says what was dropped and links
      // to the payroll tab (ADR 0013).
      if (job.payrollDocumentId) return;
      changeTab('manage');
      const first = job.statementIds[0];
      clearTimeout(openTimer.current);
      if (first) openTimer.current = setTimeout(() => setDetailsId(first), DETAILS_OPEN_DELAY_MS);
    },
    [changeTab],
  );

  const goUpload = () => changeTab('upload');
  const panes: Record<Tab, ReactNode> = {
    upload: uploadAllowed ? (
      <UploadTab
        socketLive={socketStatus === 'connected'}
        onDone={onUploaded}
        active={tab === 'upload'}
      />
    ) : (
      <Card title={t('financial:upload.title')} className="fdc-card" data-testid="fdc-upload-off">
        <Alert type="info" showIcon title={t('common:access.uploadReadOnly')} />
      </Card>
    ),
    manage: (
      <ManageTab
        companyId={companyId}
        onSelectCompany={setCompanyId}
        onOpenDetails={setDetailsId}
        onGoUpload={goUpload}
      />
    ),
    analyze: (
      <AnalyzeTab companyId={companyId} onSelectCompany={setCompanyId} onGoUpload={goUpload} />
    ),
    payroll: (
      <PayrollTab companyId={companyId} onSelectCompany={setCompanyId} onGoUpload={goUpload} />
    ),
    trash: <TrashTab />,
    workspace: <WorkspaceTab />,
  };

  return (
    <div className="page-wide fdc-page" data-testid="financial-data-center">
      <div className="fdc-header">
        <div className="fdc-title">
          <Typography.Title level={1}>{t('nav:titles.financialDataCenter')}</Typography.Title>
          {readOnly && !lacksOrganisation(user) ? <ReadOnlyTag /> : null}
        </div>
        <SocketStatusBadge status={socketStatus} />
      </div>
      <Typography.Paragraph type="secondary">{t('financial:intro')}</Typography.Paragraph>
      <OrganisationNotice user={user} className="fdc-organisation-notice" />
      {/* Outside every organisation there is nothing to list yet: the notice says how to join one. */}
      {lacksOrganisation(user) ? null : (
        /* Panes stay mounted once shown: a running upload keeps its progress across tab switches. */
        <Tabs
          activeKey={tab}
          onChange={(key) => isTab(key) && changeTab(key)}
          items={tabs.map((key) => ({
            key,
            label: <span data-testid={`fdc-tab-${key}`}>{t(`financial:tabs.${key}`)}</span>,
            children: panes[key],
          }))}
        />
      )}
      <StatementDetailsModal statementId={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}
