import {
  DeleteOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import type { ForecastRun } from '@bus/domain';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download-file';
import { useFeedback } from '../../../lib/feedback';
import { useDeleteRun } from '../api/delete-run';
import { type ExportFormat, useExportRun } from '../api/export-run';
import { useSaveRun } from '../api/save-run';
import { useUnsaveRun } from '../api/unsave-run';
import { lngOf } from '../lib/amounts';
import { forecastErrorText } from '../lib/error-text';
import { SaveRunModal } from './save-run-modal';

type ResultsActionsProps = {
  run: ForecastRun;
  chart: EChartsType | null;
  canWrite: boolean;
  onNew: () => void;
  onDeleted: () => void;
};

/** Exports (PNG, CSV, xlsx), save or unsave, delete, and a new prediction (spec §2, §4). */
export function ResultsActions({ run, chart, canWrite, onNew, onDeleted }: ResultsActionsProps) {
  const { t, i18n } = useTranslation(['forecast', 'errors']);
  const { message } = useFeedback();
  const exportRun = useExportRun();
  const save = useSaveRun();
  const unsave = useUnsaveRun();
  const remove = useDeleteRun();
  const [naming, setNaming] = useState(false);
  const failed = (what: string) => (error: unknown) =>
    message.error(`${t(`forecast:errors.${what}`)} ${forecastErrorText(error, t)}`);

  const exportFile = (format: ExportFormat) =>
    exportRun.mutate(
      { id: run.id, format, lang: lngOf(i18n.resolvedLanguage) },
      { onError: failed('download') },
    );

  const exportPng = async () => {
    if (!chart) return;
    try {
      const { chartPng } = await import('./echart');
      const blob = await (await fetch(chartPng(chart))).blob();
      saveBlob(blob, `forecast-${run.id.slice(0, 8)}.png`);
    } catch (error) {
      failed('image')(error);
    }
  };

  const saveAs = (name: string) => {
    // Spec §8: without the prediction's id there is nothing the server could store.
    if (!run.id) {
      message.error(t('forecast:errors.noPredictionId'));
      return;
    }
    save.mutate(
      { id: run.id, name },
      {
        onSuccess: () => {
          setNaming(false);
          message.success(t('forecast:actions.saved', { name }));
        },
        onError: failed('save'),
      },
    );
  };

  const defaultName = `${t(`forecast:models.${run.model}.name`)} ${run.lastPeriod} +${run.horizon}`;
  return (
    <Space wrap className="fc-actions" data-testid="fc-actions">
      {run.saved ? (
        <Tag color="green" data-testid="fc-saved-tag">
          {t('forecast:actions.savedAs', { name: run.name ?? '' })}
        </Tag>
      ) : null}
      <Button icon={<FileImageOutlined />} disabled={!chart} onClick={() => void exportPng()}>
        {t('forecast:actions.png')}
      </Button>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          icon={format === 'csv' ? <FileTextOutlined /> : <FileExcelOutlined />}
          loading={exportRun.isPending && exportRun.variables?.format === format}
          onClick={() => exportFile(format)}
          data-testid={`fc-export-${format}`}
        >
          {t(`forecast:actions.${format}`)}
        </Button>
      ))}
      {canWrite && !run.saved ? (
        <Button
          type="primary"
          icon={<SaveOutlined />}
          onClick={() => setNaming(true)}
          data-testid="fc-save"
        >
          {t('forecast:actions.save')}
        </Button>
      ) : null}
      {canWrite && run.saved ? (
        <Button
          loading={unsave.isPending}
          onClick={() => unsave.mutate(run.id, { onError: failed('save') })}
          data-testid="fc-unsave"
        >
          {t('forecast:actions.unsave')}
        </Button>
      ) : null}
      {canWrite ? (
        <Popconfirm
          title={t('forecast:actions.deleteConfirm')}
          okText={t('forecast:actions.delete')}
          cancelText={t('forecast:actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutate(run.id, { onSuccess: onDeleted, onError: failed('delete') })
          }
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            data-testid="fc-delete"
          >
            {t('forecast:actions.delete')}
          </Button>
        </Popconfirm>
      ) : null}
      <Button icon={<PlusOutlined />} onClick={onNew} data-testid="fc-new">
        {t('forecast:actions.new')}
      </Button>
      <SaveRunModal
        open={naming}
        initialName={defaultName}
        saving={save.isPending}
        onSave={saveAs}
        onCancel={() => setNaming(false)}
      />
    </Space>
  );
}
