import { hasRole, type Job } from '@bus/domain';
import { Tabs, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { AnalyzeTab } from '../components/analyze-tab';
import { ManageTab } from '../components/manage-tab';
import { SocketStatusBadge } from '../components/socket-status-badge';
import { StatementDetailsModal } from '../components/statement-details-modal';
import { UploadTab } from '../components/upload-tab';
import { WorkspaceTab } from '../components/workspace-tab';
import { useFinancialSocket } from '../hooks/use-financial-socket';
import { useRatioSync } from '../hooks/use-ratio-sync';
import { isTab, storedTab, storeTab, TABS, type Tab } from '../lib/tabs';
import '../components/financial.css';

const BASE_PATH = '/financial-data-center';
/** §4 "Upload": the new statement's details open 1 second after the company is selected. */
export const DETAILS_OPEN_DELAY_MS = 1_000;

/**
 * Financial data center (data-center-board-admin.md §2): upload, manage, analyze and — for
 * admins — workspace, with the tab in the URL (/financial-data-center/<tab>) and remembered.
 */
export function FinancialDataCenterPage() {
  const { t } = useTranslation(['financial', 'nav']);
  const { user } = useAuth();
  const navigate = useNavigate();
  const subPath = useParams()['*'] ?? '';
  const tabs = TABS.filter((tab) => tab !== 'workspace' || hasRole(user?.role, 'admin'));
  const allowed = (value: unknown): value is Tab => isTab(value) && tabs.includes(value);
  const tab: Tab = allowed(subPath) ? subPath : 'upload';

  const [companyId, setCompanyId] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const socketStatus = useFinancialSocket(companyId);
  useRatioSync();

  // A bare or unknown sub-path shows the remembered tab (or upload) under its own URL.
  useEffect(() => {
    if (allowed(subPath)) return;
    const remembered = storedTab();
    navigate(`${BASE_PATH}/${allowed(remembered) ? remembered : 'upload'}`, { replace: true });
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
      changeTab('manage');
      const first = job.statementIds[0];
      clearTimeout(openTimer.current);
      if (first) openTimer.current = setTimeout(() => setDetailsId(first), DETAILS_OPEN_DELAY_MS);
    },
    [changeTab],
  );

  const goUpload = () => changeTab('upload');
  const panes: Record<Tab, ReactNode> = {
    upload: (
      <UploadTab
        socketLive={socketStatus === 'connected'}
        onDone={onUploaded}
        active={tab === 'upload'}
      />
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
    workspace: <WorkspaceTab />,
  };

  return (
    <div className="page-wide fdc-page" data-testid="financial-data-center">
      <div className="fdc-header">
        <Typography.Title level={1}>{t('nav:titles.financialDataCenter')}</Typography.Title>
        <SocketStatusBadge status={socketStatus} />
      </div>
      <Typography.Paragraph type="secondary">{t('financial:intro')}</Typography.Paragraph>
      {/* Panes stay mounted once shown: a running upload keeps its progress across tab switches. */}
      <Tabs
        activeKey={tab}
        onChange={(key) => isTab(key) && changeTab(key)}
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`fdc-tab-${key}`}>{t(`financial:tabs.${key}`)}</span>,
          children: panes[key],
        }))}
      />
      <StatementDetailsModal statementId={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}
