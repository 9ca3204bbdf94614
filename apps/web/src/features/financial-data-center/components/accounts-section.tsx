import { PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { type StatementDetail, sortByStandardOrder } from '@bus/domain';
import { Button, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCanEdit } from '../hooks/use-company-can-edit';
import { applyOrder, moveId, storedOrder, storeOrder } from '../lib/custom-order';
import { AccountsTable } from './accounts-table';
import { AddAccountModal } from './add-account-modal';

type OrderMode = 'standard' | 'custom';

/**
 * The accounts of a statement with the §2 order toggle: standard order (the dictionary's), or
 * the custom order (file order plus the user's moves, kept per statement); reset → standard.
 */
export function AccountsSection({ statement }: { statement: StatementDetail }) {
  const { t } = useTranslation('financial');
  const [customIds, setCustomIds] = useState(() => storedOrder(statement.id));
  const [mode, setMode] = useState<OrderMode>(customIds ? 'custom' : 'standard');
  const [adding, setAdding] = useState(false);
  const canEdit = useCompanyCanEdit(statement.companyId);

  const rows = useMemo(
    () =>
      mode === 'standard'
        ? sortByStandardOrder(statement.type, statement.accounts)
        : applyOrder(statement.accounts, customIds),
    [mode, statement.type, statement.accounts, customIds],
  );

  const move = (index: number, step: -1 | 1) => {
    const next = moveId(
      rows.map((row) => row.id),
      index,
      step,
    );
    setCustomIds(next);
    storeOrder(statement.id, next);
  };

  const reset = () => {
    setCustomIds(null);
    storeOrder(statement.id, null);
    setMode('standard');
  };

  return (
    <section aria-labelledby="fdc-accounts-title" className="fdc-accounts">
      <div className="fdc-toolbar">
        <Typography.Title level={4} id="fdc-accounts-title" className="fdc-section-title">
          {t('accounts.title', { count: statement.accounts.length })}
        </Typography.Title>
        <Space wrap>
          <Segmented<OrderMode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'standard', label: t('accounts.standardOrder') },
              { value: 'custom', label: t('accounts.customOrder') },
            ]}
            aria-label={t('accounts.order')}
          />
          <Button
            icon={<UndoOutlined />}
            onClick={reset}
            disabled={!customIds && mode === 'standard'}
          >
            {t('accounts.resetOrder')}
          </Button>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('accounts.add')}
            </Button>
          )}
        </Space>
      </div>
      {mode === 'custom' && (
        <Typography.Paragraph type="secondary" className="fdc-hint">
          {t('accounts.customHint')}
        </Typography.Paragraph>
      )}
      <AccountsTable
        statement={statement}
        rows={rows}
        onMove={mode === 'custom' ? move : null}
        canEdit={canEdit}
      />
      {canEdit && (
        <AddAccountModal statement={statement} open={adding} onClose={() => setAdding(false)} />
      )}
    </section>
  );
}
