import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { AssetImportMode, Company, EntityRef } from '@bus/domain';
import { Button, Dropdown, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { registerExportUrl, templateUrl } from '../api/files';
import { useAssets } from '../api/get-assets';
import { importProblems, useImportAssets } from '../api/import-assets';
import { useRegisterEditing } from '../hooks/use-register-editing';
import { draftOf } from '../lib/asset-form';
import { AssetConflictModal } from './asset-conflict-modal';
import { AssetFormModal } from './asset-form-modal';
import { AssetTable } from './asset-table';
import { ImportModal } from './import-modal';
import { RegisterCard } from './register-card';

/** Rows per page of the signed-in register (the server pages it). */
const PAGE_SIZE = 20;

/**
 * The signed-in register: one server page at a time, searchable, with add/edit/delete (optimistic
 * locking), import and export for writers; readers see the table and the export only.
 */
export function RegisterSection({
  company,
  entities,
  canEdit,
}: {
  company: Company;
  entities: readonly EntityRef[];
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation(['depreciation', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [importOpen, setImportOpen] = useState(false);
  const assets = useAssets(company.id, page, PAGE_SIZE, search);
  const editing = useRegisterEditing(company.id);
  const importer = useImportAssets(company.id);
  const list = assets.data;
  const stored = editing.editing?.asset ?? null;
  // A new object each render would reset the open form as the user types.
  const initial = useMemo(() => (stored ? draftOf(stored) : null), [stored]);

  const runImport = (file: File, mode: AssetImportMode) =>
    importer.mutate(
      { file, mode },
      {
        onSuccess: (result) => {
          message.success(t('import.done', { count: result.imported, total: result.total }));
          setImportOpen(false);
          importer.reset();
          setPage(1);
        },
      },
    );

  const toolbar = (
    <>
      <Input.Search
        allowClear
        className="dep-search"
        aria-label={t('register.search')}
        placeholder={t('register.search')}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      {canEdit ? (
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.open(null)}>
            {t('actions.add')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
            {t('actions.import')}
          </Button>
        </>
      ) : null}
      <Dropdown
        menu={{
          items: (['xlsx', 'csv'] as const).map((format) => ({
            key: format,
            label: (
              <a href={registerExportUrl(company.id, format, lng)}>
                {t(`actions.export_${format}`)}
              </a>
            ),
          })),
        }}
      >
        <Button icon={<DownloadOutlined />}>{t('actions.export')}</Button>
      </Dropdown>
    </>
  );

  return (
    <RegisterCard count={list?.total ?? 0} toolbar={toolbar}>
      {assets.isError ? (
        <QueryError
          className="costing-block"
          title={t('errors.assets')}
          error={assets.error}
          onRetry={() => void assets.refetch()}
        />
      ) : (
        <AssetTable
          assets={list?.items ?? []}
          entities={entities}
          canEdit={canEdit}
          loading={assets.isPending || assets.isPlaceholderData}
          deletingId={editing.deletingId}
          onEdit={(asset) => editing.open(asset)}
          onDelete={editing.deleteAsset}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      {canEdit ? (
        <>
          <AssetFormModal
            open={editing.editing !== null}
            initial={initial}
            entities={entities}
            saving={editing.saving}
            error={editing.formError}
            onSubmit={editing.submit}
            onCancel={editing.close}
          />
          <ImportModal
            open={importOpen}
            importing={importer.isPending}
            templateUrls={{ xlsx: templateUrl('xlsx', lng), csv: templateUrl('csv', lng) }}
            error={importer.error ? errorMessage(importer.error, t) : null}
            problems={importProblems(importer.error)}
            onImport={runImport}
            onCancel={() => {
              setImportOpen(false);
              importer.reset();
            }}
          />
          <AssetConflictModal
            conflict={editing.conflict}
            onKeepMine={editing.keepMine}
            onTakeTheirs={editing.takeTheirs}
          />
        </>
      ) : null}
    </RegisterCard>
  );
}
