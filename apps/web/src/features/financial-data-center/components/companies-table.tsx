import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type Company, DATA_CENTER_PAGE_SIZE, formatBusinessNumber } from '@bus/domain';
import { Button, Card, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies } from '../api/get-companies';
import { CompanyEditModal } from './company-edit-modal';
import { NoDataNotice } from './no-data-notice';

type CompaniesTableProps = {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onGoUpload: () => void;
};

/** Companies of the user, 5 per page, searchable; a click selects, delete asks first. */
export function CompaniesTable({ selectedId, onSelect, onGoUpload }: CompaniesTableProps) {
  const { t, i18n } = useTranslation(['financial', 'errors']);
  const [search, setSearch] = useState('');
  const companies = useCompanies(search);
  const remove = useDeleteCompany();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const lng = i18n.resolvedLanguage ?? 'ko';
  const [editingId, setEditingId] = useState<string | null>(null);

  const confirmDelete = (company: Company) =>
    modal.confirm({
      title: t('financial:manage.deleteCompanyTitle', { name: company.name }),
      content: t('financial:manage.deleteCompanyText', { count: company.statementCount }),
      okText: t('financial:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('financial:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(company.id).then(
          () => {
            if (selectedId === company.id) onSelect(null);
            message.success(t('financial:manage.companyDeleted', { name: company.name }));
          },
          (error: unknown) => {
            const forbidden = error instanceof ApiError && error.status === 403;
            message.error(
              forbidden
                ? t('financial:manage.deleteCompanyForbidden')
                : `${t('financial:manage.deleteCompanyFailed')}: ${errorMessage(error, t)}`,
            );
          },
        ),
    });

  const columns: TableColumnsType<Company> = [
    { title: t('financial:manage.companyName'), dataIndex: 'name', key: 'name' },
    {
      title: t('financial:manage.businessNumber'),
      dataIndex: 'businessNumber',
      key: 'businessNumber',
      render: (value: string | null) => (value ? formatBusinessNumber(value) : '-'),
      className: 'fdc-nowrap',
      responsive: ['md'],
    },
    {
      title: t('financial:manage.industry'),
      dataIndex: 'industry',
      key: 'industry',
      render: (value: string | null) => value ?? '-',
      responsive: ['lg'],
    },
    {
      title: t('financial:manage.statementCount'),
      dataIndex: 'statementCount',
      key: 'statementCount',
      align: 'right',
    },
    {
      title: t('financial:manage.latestYear'),
      dataIndex: 'latestFiscalYear',
      key: 'latestFiscalYear',
      align: 'right',
      render: (value: number | null) => value ?? '-',
    },
    {
      title: t('financial:manage.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => formatDate(value, lng),
      responsive: ['lg'],
    },
    {
      title: t('financial:manage.actions'),
      key: 'actions',
      render: (_value, company) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('financial:manage.editCompanyLabel', { name: company.name })}
            onClick={(event) => {
              event.stopPropagation();
              setEditingId(company.id);
            }}
          >
            {t('financial:actions.edit')}
          </Button>
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            onClick={(event) => {
              event.stopPropagation();
              confirmDelete(company);
            }}
          >
            {t('financial:actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const items = companies.data?.items ?? [];
  // From the list, so a reload after a stale save brings the new version into the form.
  const editing = items.find((company) => company.id === editingId) ?? null;
  const empty = companies.isSuccess && items.length === 0 && search.trim() === '';

  return (
    <Card title={t('financial:manage.companies')} className="fdc-card" data-testid="fdc-companies">
      {modalHolder}
      <CompanyEditModal company={editing} onClose={() => setEditingId(null)} />
      {empty ? (
        <NoDataNotice onGoUpload={onGoUpload} />
      ) : companies.isError ? (
        <QueryError
          title={t('financial:manage.companiesLoadFailed')}
          error={companies.error}
          onRetry={() => void companies.refetch()}
        />
      ) : (
        <>
          <Input.Search
            allowClear
            className="fdc-search"
            placeholder={t('financial:manage.searchPlaceholder')}
            aria-label={t('financial:manage.searchPlaceholder')}
            onSearch={setSearch}
            enterButton
          />
          <Table<Company>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={items}
            loading={companies.isFetching}
            pagination={{ pageSize: DATA_CENTER_PAGE_SIZE, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            rowClassName={(company) => (company.id === selectedId ? 'fdc-row-selected' : '')}
            onRow={(company) => ({
              onClick: () => onSelect(company.id),
              onKeyDown: (event) => {
                if (event.key === 'Enter') onSelect(company.id);
              },
              tabIndex: 0,
              'aria-selected': company.id === selectedId,
            })}
            locale={{ emptyText: t('financial:manage.noSearchResult') }}
          />
          {!selectedId && items.length > 0 && (
            <p className="fdc-hint">{t('financial:manage.selectHint')}</p>
          )}
        </>
      )}
    </Card>
  );
}
