import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import type { AccountConflict } from '../hooks/use-account-editor';

type Row = { key: string; field: string; theirs: string; mine: string };

/**
 * A 409 on an account edit (§4, never a silent overwrite): both versions side by side; the user
 * takes the saved one or saves theirs again on top of it.
 */
export function AccountConflictModal({
  conflict,
  saving,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: AccountConflict | null;
  saving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t, i18n } = useTranslation('financial');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '-' : formatKRW(value, 'won', lng);
  const yes = (value: boolean | undefined) => (value ? t('conflict.yes') : t('conflict.no'));
  const theirs = conflict?.theirs ?? null;
  const mine = conflict?.mine;
  const rows: Row[] = mine
    ? [
        { key: 'name', field: t('accounts.name'), theirs: theirs?.name ?? '-', mine: mine.name },
        {
          key: 'current',
          field: t('conflict.current'),
          theirs: money(theirs?.currentValue),
          mine: money(mine.currentValue),
        },
        {
          key: 'previous',
          field: t('conflict.previous'),
          theirs: money(theirs?.previousValue),
          mine: money(mine.previousValue),
        },
        {
          key: 'verified',
          field: t('accounts.verified'),
          theirs: yes(theirs?.isVerified),
          mine: yes(mine.isVerified),
        },
      ]
    : [];

  return (
    <Modal
      open={conflict !== null}
      title={t('conflict.title')}
      closable={false}
      mask={{ closable: false }}
      data-testid="fdc-conflict"
      footer={[
        <Button key="theirs" onClick={onTakeTheirs} disabled={saving}>
          {t('conflict.takeTheirs')}
        </Button>,
        <Button key="mine" type="primary" onClick={onKeepMine} loading={saving} disabled={!theirs}>
          {t('conflict.keepMine')}
        </Button>,
      ]}
    >
      <Alert
        type="warning"
        showIcon
        title={theirs ? t('conflict.text') : t('conflict.deleted')}
        className="fdc-block"
      />
      <Table<Row>
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '', dataIndex: 'field', key: 'field' },
          { title: t('conflict.theirs'), dataIndex: 'theirs', key: 'theirs', align: 'right' },
          { title: t('conflict.mine'), dataIndex: 'mine', key: 'mine', align: 'right' },
        ]}
      />
    </Modal>
  );
}
