import { BarChartOutlined, DownloadOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { type Asset, SAMPLE_DEPRECIATION_COMPANY, SAMPLE_ENTITIES } from '@bus/domain';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { CostingTitle } from '../../../components/company-gate';
import { AssetFormModal } from '../components/asset-form-modal';
import { AssetTable } from '../components/asset-table';
import { DemoBanner } from '../components/demo-banner';
import { ManagementSummary } from '../components/management-summary';
import { PageLayout } from '../components/page-layout';
import { PeriodPickers } from '../components/period-pickers';
import { RegisterCard, ScheduleCard } from '../components/register-card';
import { SCHEDULE_MONTH_OPTIONS, ScheduleTable } from '../components/schedule-table';
import { type AssetFields, draftOf } from '../lib/asset-form';
import { downloadCsv } from '../lib/csv';
import { registerRows } from '../lib/demo-export';
import { demoRegister, demoResults, demoSchedule, useDemoAssets } from '../lib/demo-register';
import { usePeriods } from '../lib/periods';
import '../../../components/costing-page.css';
import '../components/depreciation.css';

const PAGE_SIZE = 20;

/**
 * /demo/depreciation (issue 15 §6): the management screen on the built-in sample register, signed
 * out. Everything is computed here with the domain's functions; no call reaches the server.
 */
export function DemoDepreciationPage() {
  const { t, i18n } = useTranslation(['depreciation', 'nav']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const assets = useDemoAssets();
  const { periods, set, search } = usePeriods();
  const [editing, setEditing] = useState<{ asset: Asset | null } | null>(null);
  const [months, setMonths] = useState<number>(SCHEDULE_MONTH_OPTIONS[0]);
  const [schedulePage, setSchedulePage] = useState(1);
  const results = useMemo(() => demoResults(assets, periods), [assets, periods]);
  const schedule = useMemo(
    () => demoSchedule(assets, periods.base, months, schedulePage, PAGE_SIZE),
    [assets, periods.base, months, schedulePage],
  );
  const stored = editing?.asset ?? null;
  const initial = useMemo(() => (stored ? draftOf(stored) : null), [stored]);

  const submit = (fields: AssetFields) => {
    if (stored) demoRegister.update(stored.id, fields);
    else demoRegister.add(fields);
    setEditing(null);
  };

  const controls = (
    <>
      <Tag className="dep-demo-company">{SAMPLE_DEPRECIATION_COMPANY}</Tag>
      <PeriodPickers periods={periods} onChange={set} />
      <ButtonLink icon={<BarChartOutlined />} to={`/demo/depreciation-results?${search}`}>
        {t('actions.openResults')}
      </ButtonLink>
    </>
  );
  const toolbar = (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ asset: null })}>
        {t('actions.add')}
      </Button>
      <Button icon={<UndoOutlined />} onClick={demoRegister.reset}>
        {t('demo.reset')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => downloadCsv(t('demo.registerFile'), registerRows(assets, lng))}
      >
        {t('demo.exportCsv')}
      </Button>
    </>
  );

  return (
    <PageLayout
      banner={<DemoBanner />}
      title={
        <CostingTitle text={t('nav:titles.depreciationDemo')}>
          <Tag color="orange">{t('demo.tag')}</Tag>
        </CostingTitle>
      }
      intro={t('demo.intro')}
      controls={controls}
    >
      <ManagementSummary results={results} periods={periods} />
      <RegisterCard count={assets.length} toolbar={toolbar}>
        <AssetTable
          assets={assets}
          entities={SAMPLE_ENTITIES}
          canEdit
          onEdit={(asset) => setEditing({ asset })}
          onDelete={(asset) => demoRegister.remove(asset.id)}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </RegisterCard>
      <ScheduleCard>
        <ScheduleTable
          schedule={schedule}
          months={months}
          onMonthsChange={(next) => {
            setMonths(next);
            setSchedulePage(1);
          }}
          page={schedulePage}
          pageSize={PAGE_SIZE}
          onPageChange={setSchedulePage}
        />
      </ScheduleCard>
      <AssetFormModal
        open={editing !== null}
        initial={initial}
        entities={SAMPLE_ENTITIES}
        saving={false}
        error={null}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      />
    </PageLayout>
  );
}
