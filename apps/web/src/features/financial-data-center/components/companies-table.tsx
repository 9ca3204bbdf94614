import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  type Company,
  DATA_CENTER_PAGE_SIZE,
  formatBusinessNumber,
  TRASH_RETENTION_DAYS,
} from '@bus/domain';
import { Button, Card, Input, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { ApiError } from '../../../lib/api-client';
import { canEditCompany } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies } from '../api/get-companies';
import { CompanyEditModal } from './company-edit-modal';
import { NoDataNotice } from './no-data-notice';

/**
 * Issue 14: the organisation column shows when the list is not simply the user's own organisation
 * (admins and overseers read several).
 */
export function showsOrganisations(items: readonly Company[], ownId: string | null): boolean {
  return items.some((company) => company.organisation.id !== ownId);
}

type CompaniesTableProps = {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onGoUpload: () => void;
};

/** Companies of the user, 5 per page, searchable; a click selects, delete asks first. */
export function CompaniesTable({ selectedId, onSelect, onGoUpload }: CompaniesTableProps) {
  const { t, i18n } = useTranslation(['financial', 'errors', 'common']);
  const [search, setSearch] = useState('');
  const companies = useCompanies(search);
  const remove = useDeleteCompany();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const lng = i18n.resolvedLanguage ?? 'ko';
  const [editingId, setEditingId] = useState<string | null>(null);
  const { user } = useAuth();

  const confirmDelete = (company: Company) =>
    modal.confirm({
      title: t('financial:manage.deleteCompanyTitle', { name: company.name }),
      content: t('financial:manage.deleteCompanyText', {
        count: company.statementCount,
        payrolls: company.payrollCount,
        days: TRASH_RETENTION_DAYS,
      }),
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

  const items = companies.data?.items ?? [];
  const organisationColumn: TableColumnsType<Company> = showsOrganisations(
    items,
    user?.organisation?.id ?? null,
  )
    ? [
        {
          title: t('common:access.organisation'),
          key: 'organisation',
          render: (_value, company) => (
            <span data-testid="fdc-company-organisation">{company.organisation.name}</span>
          ),
        },
      ]
    : [];
  // Read-only rows get a tag where the buttons would be; a list without a writable company has
  // no actions column at all (no empty gap).
  const actionsColumn: TableColumnsType<Company> = items.some(canEditCompany)
    ? [
        {
          title: t('financial:manage.actions'),
          key: 'actions',
          ...ACTIONS_COLUMN,
          render: (_value, company) =>
            canEditCompany(company) ? companyActions(company) : <ReadOnlyCell />,
        },
      ]
    : [];

  const companyActions = (company: Company) => (
    <RowActions>
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
    </RowActions>
  );

  const columns: TableColumnsType<Company> = [
    { title: t('financial:manage.companyName'), dataIndex: 'name', key: 'name' },
    ...organisationColumn,
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
      title: t('financial:manage.payrollCount'),
      dataIndex: 'payrollCount',
      key: 'payrollCount',
      align: 'right',
      responsive: ['sm'],
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
    ...actionsColumn,
  ];

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

function ReadOnlyCell() {
  const { t } = useTranslation('common');
  return <Tag className="fdc-read-only-cell">{t('access.readOnly')}</Tag>;
}
