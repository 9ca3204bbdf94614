import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { SAMPLE_DEPRECIATION_COMPANY, SAMPLE_ENTITIES } from '@bus/domain';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { CostingTitle } from '../../../components/company-gate';
import { DemoBanner } from '../components/demo-banner';
import { PageLayout } from '../components/page-layout';
import { PeriodPickers } from '../components/period-pickers';
import { ResultsView } from '../components/results-view';
import { downloadCsv } from '../lib/csv';
import { resultsRows } from '../lib/demo-export';
import { demoResults, useDemoAssets } from '../lib/demo-register';
import { usePeriods } from '../lib/periods';
import '../../../components/costing-page.css';
import '../components/depreciation.css';

const PAGE_SIZE = 20;

/**
 * /demo/depreciation-results (issue 15 §6): the results screen on the demo register (with any
 * change made on /demo/depreciation in this tab), computed in the browser, signed out.
 */
export function DemoDepreciationResultsPage() {
  const { t } = useTranslation(['depreciation', 'nav']);
  const assets = useDemoAssets();
  const { periods, set, search } = usePeriods();
  const results = useMemo(() => demoResults(assets, periods), [assets, periods]);

  const controls = (
    <>
      <Tag className="dep-demo-company">{SAMPLE_DEPRECIATION_COMPANY}</Tag>
      <PeriodPickers periods={periods} onChange={set} />
      <Button
        icon={<DownloadOutlined />}
        onClick={() => downloadCsv(t('demo.resultsFile'), resultsRows(results, t))}
      >
        {t('demo.exportCsv')}
      </Button>
      <ButtonLink icon={<TableOutlined />} to={`/demo/depreciation?${search}`}>
        {t('actions.openManagement')}
      </ButtonLink>
    </>
  );

  return (
    <PageLayout
      banner={<DemoBanner />}
      title={
        <CostingTitle text={t('nav:titles.depreciationDemoResults')}>
          <Tag color="orange">{t('demo.tag')}</Tag>
        </CostingTitle>
      }
      intro={t('demo.resultsIntro')}
      controls={controls}
    >
      <ResultsView
        results={results}
        periods={periods}
        entities={SAMPLE_ENTITIES}
        assetPagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </PageLayout>
  );
}
