import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesInput } from '../hooks/use-series-input';
import { FileSource } from './file-source';
import { GridSource } from './grid-source';
import { SavedSource } from './saved-source';
import { TemplateDownload } from './template-download';

type Tab = 'file' | 'grid' | 'saved';

/**
 * Step 1's data (issue 16 §2): an uploaded file, a typed or pasted grid, or a saved series. The
 * templates of the model in use are offered beside the upload.
 */
export function SeriesInputCard({
  input,
  templateModel,
}: {
  input: SeriesInput;
  /** The model whose template the file tab offers. */
  templateModel: Parameters<typeof TemplateDownload>[0]['model'];
}) {
  const { t } = useTranslation('forecast');
  const [tab, setTab] = useState<Tab>(() =>
    input.source?.kind === 'saved' ? 'saved' : input.source?.kind === 'grid' ? 'grid' : 'file',
  );
  return (
    <Card title={t('input.title')} className="fc-card" data-testid="fc-input">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'file',
            label: t('input.tabs.file'),
            children: (
              <div className="fc-stack">
                <FileSource input={input} />
                <TemplateDownload model={templateModel} />
              </div>
            ),
          },
          { key: 'grid', label: t('input.tabs.grid'), children: <GridSource input={input} /> },
          { key: 'saved', label: t('input.tabs.saved'), children: <SavedSource input={input} /> },
        ]}
      />
    </Card>
  );
}
