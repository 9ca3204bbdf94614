import { InboxOutlined } from '@ant-design/icons';
import { Alert, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { SeriesInput } from '../hooks/use-series-input';
import { FORECAST_ACCEPT, fileProblem, MAX_UPLOAD_MB } from '../lib/file-checks';

/** The header names to pick from: the inspection's, or those a "no column found" refusal listed. */
function columnsOf(input: SeriesInput): string[] {
  if (input.inspection) return input.inspection.columns;
  const error = input.error;
  if (error instanceof ApiError && Array.isArray(error.problem.params?.columns)) {
    return error.problem.params.columns.map(String);
  }
  return [];
}

/**
 * Upload of an xlsx, xls or csv file (≤ 10 MB). The server finds the date and value columns (일자,
 * 년월, 운송수입 …); when it picks wrongly, or finds none, the user picks them here.
 */
export function FileSource({ input }: { input: SeriesInput }) {
  const { t } = useTranslation('forecast');
  const [problem, setProblem] = useState<string | null>(null);
  const source = input.source?.kind === 'file' ? input.source : null;
  const columns = columnsOf(input);

  const pick = (which: 'dateColumn' | 'valueColumn', column: string) => {
    if (!source) return;
    input.read({ ...source, [which]: column });
  };

  return (
    <div className="fc-stack">
      <div data-testid="fc-file-drop">
        <Upload.Dragger
          accept={FORECAST_ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            const refused = fileProblem(file);
            setProblem(
              refused ? t(`input.file.problems.${refused}`, { max: MAX_UPLOAD_MB }) : null,
            );
            if (!refused) input.read({ kind: 'file', file });
            // Never uploaded by antd: the file is sent to be inspected above.
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('input.file.drop')}</p>
          <p className="ant-upload-hint">{t('input.file.hint', { max: MAX_UPLOAD_MB })}</p>
        </Upload.Dragger>
      </div>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      {source ? (
        <Typography.Text type="secondary" data-testid="fc-file-name">
          {t('input.file.chosen', { name: source.file.name })}
        </Typography.Text>
      ) : null}
      {source && columns.length > 0 ? (
        <div className="fc-columns">
          <Typography.Text type="secondary">{t('input.file.pickColumns')}</Typography.Text>
          <div className="fc-columns-row">
            {(['dateColumn', 'valueColumn'] as const).map((which) => (
              <div key={which} className="fc-field">
                <span className="fc-field-label">{t(`input.file.${which}`)}</span>
                <Select
                  aria-label={t(`input.file.${which}`)}
                  className="fc-column-select"
                  value={input.inspection?.[which] ?? source[which]}
                  placeholder={t('input.file.choose')}
                  options={columns.map((column) => ({ value: column, label: column }))}
                  onChange={(column: string) => pick(which, column)}
                  data-testid={`fc-${which}`}
                />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
