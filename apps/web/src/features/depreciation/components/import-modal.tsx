import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { AssetImportMode, AssetImportProblem } from '@bus/domain';
import { ASSET_COLUMN_KO } from '@bus/domain';
import { Alert, Button, Modal, Radio, Space, Table, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  importing: boolean;
  /** Template links (xlsx, csv) in the interface language. */
  templateUrls: { xlsx: string; csv: string };
  /** Why the last import failed (translated), and the rows and columns it names. */
  error: string | null;
  problems: { problems: AssetImportProblem[]; problemCount: number } | null;
  onImport: (file: File, mode: AssetImportMode) => void;
  onCancel: () => void;
};

/**
 * Import of the register from xlsx or csv (issue 15 §4): the template to start from, append or
 * replace, and — when the file is refused — every problem by row and column. The server takes all
 * rows or none, so a refused file leaves the register as it was.
 */
export function ImportModal({
  open,
  importing,
  templateUrls,
  error,
  problems,
  onImport,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation(['depreciation', 'errors']);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<AssetImportMode>('append');
  const inputId = useId();

  useEffect(() => {
    if (!open) {
      setFile(null);
      setMode('append');
    }
  }, [open]);

  const columnName = (column: string | null) => {
    if (column === null) return t('import.wholeFile');
    if (i18n.resolvedLanguage === 'ko' && column in ASSET_COLUMN_KO) {
      return ASSET_COLUMN_KO[column as keyof typeof ASSET_COLUMN_KO];
    }
    return column;
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onCancel}
      width={760}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('form.cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          danger={mode === 'replace'}
          icon={<UploadOutlined />}
          disabled={!file}
          loading={importing}
          onClick={() => file && onImport(file, mode)}
        >
          {t(mode === 'replace' ? 'import.submitReplace' : 'import.submit')}
        </Button>,
      ]}
    >
      <div className="dep-stack" data-testid="dep-import">
        <Typography.Paragraph className="dep-note">{t('import.help')}</Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} href={templateUrls.xlsx}>
            {t('import.templateXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} href={templateUrls.csv}>
            {t('import.templateCsv')}
          </Button>
        </Space>
        <div>
          <label htmlFor={inputId} className="dep-picker-label">
            {t('import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.xls,.csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Radio.Group
          aria-label={t('import.mode')}
          value={mode}
          onChange={(event) => setMode(event.target.value as AssetImportMode)}
          options={[
            { value: 'append', label: t('import.append') },
            { value: 'replace', label: t('import.replace') },
          ]}
        />
        {mode === 'replace' ? (
          <Alert type="warning" showIcon title={t('import.replaceWarning')} />
        ) : null}
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        {problems ? (
          <Table<AssetImportProblem & { key: number }>
            data-testid="dep-import-problems"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content', y: 280 }}
            dataSource={problems.problems.map((problem, key) => ({ ...problem, key }))}
            title={() =>
              t('import.problemCount', {
                count: problems.problemCount,
                shown: problems.problems.length,
              })
            }
            columns={[
              {
                key: 'row',
                title: t('import.columns.row'),
                align: 'right',
                render: (_, row) => (row.row === 0 ? '-' : row.row),
              },
              {
                key: 'column',
                title: t('import.columns.column'),
                render: (_, row) => columnName(row.column),
              },
              {
                key: 'problem',
                title: t('import.columns.problem'),
                render: (_, row) => t(`errors:codes.${row.code}`),
              },
              {
                key: 'value',
                title: t('import.columns.value'),
                render: (_, row) => row.value ?? '',
              },
            ]}
          />
        ) : null}
      </div>
    </Modal>
  );
}
