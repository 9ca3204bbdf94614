import {
  CopyOutlined,
  DownloadOutlined,
  PlusOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { EntitySetView } from '@bus/domain';
import { Button, Dropdown, Popconfirm, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityExportUrl, entityTemplateUrl } from '../api/import-entities';

/** The file types the import reads (the server checks the content too). */
const IMPORT_ACCEPT = '.xlsx,.xls,.csv';

type Props = {
  companyId: string;
  period: string;
  view: EntitySetView;
  canEdit: boolean;
  dirty: boolean;
  valid: boolean;
  saving: boolean;
  copying: boolean;
  importing: boolean;
  onAddRow: () => void;
  onAddDriver: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onCopy: () => void;
  onImport: (file: File) => void;
};

function FileMenu({ label, href }: { label: string; href: (format: 'xlsx' | 'csv') => string }) {
  return (
    <Dropdown
      menu={{
        items: (['xlsx', 'csv'] as const).map((format) => ({
          key: format,
          label: (
            <a href={href(format)} download>
              {format.toUpperCase()}
            </a>
          ),
        })),
      }}
    >
      <Button icon={<DownloadOutlined />}>{label}</Button>
    </Dropdown>
  );
}

/**
 * The entity table's actions: add a row or a custom driver, save or discard, copy forward,
 * import (replaces the whole set, so it asks first when there is something to replace), the
 * import template and the export. A reader gets the downloads only.
 */
export function EntityToolbar(props: Props) {
  const { t } = useTranslation('costAllocation');
  const { companyId, period, view, canEdit, dirty } = props;
  const replaces = dirty || view.entities.length > 0;
  /** A chosen file waiting for the user to confirm it replaces the table. */
  const [pending, setPending] = useState<File | null>(null);
  const exportMenu = (
    <FileMenu
      label={t('entities.export')}
      href={(format) => entityExportUrl(companyId, period, format)}
    />
  );
  if (!canEdit) return <Space wrap>{exportMenu}</Space>;

  const upload = (
    <Upload
      accept={IMPORT_ACCEPT}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        if (replaces) setPending(file);
        else props.onImport(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={props.importing}>
        {t('entities.import')}
      </Button>
    </Upload>
  );

  return (
    <Space wrap>
      <Button icon={<PlusOutlined />} onClick={props.onAddRow}>
        {t('entities.addRow')}
      </Button>
      <Button icon={<PlusOutlined />} onClick={props.onAddDriver}>
        {t('entities.addDriver')}
      </Button>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        disabled={!dirty || !props.valid}
        loading={props.saving}
        onClick={props.onSave}
      >
        {t('entities.save')}
      </Button>
      {dirty ? (
        <Button icon={<UndoOutlined />} onClick={props.onDiscard}>
          {t('entities.discard')}
        </Button>
      ) : null}
      {view.previousPeriod ? (
        <Popconfirm
          title={t('entities.copyConfirm', { from: view.previousPeriod, period })}
          okText={t('entities.copyOk')}
          cancelText={t('entities.cancel')}
          onConfirm={props.onCopy}
        >
          <Button icon={<CopyOutlined />} loading={props.copying}>
            {t('entities.copy', { from: view.previousPeriod })}
          </Button>
        </Popconfirm>
      ) : (
        <Button icon={<CopyOutlined />} disabled title={t('entities.noPrevious')}>
          {t('entities.copyNone')}
        </Button>
      )}
      <Popconfirm
        open={pending !== null}
        title={t('entities.importConfirm', { file: pending?.name ?? '' })}
        okText={t('entities.importOk')}
        cancelText={t('entities.cancel')}
        onConfirm={() => {
          if (pending) props.onImport(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        {upload}
      </Popconfirm>
      <FileMenu label={t('entities.template')} href={entityTemplateUrl} />
      {exportMenu}
    </Space>
  );
}
