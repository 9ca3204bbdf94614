import { calculateInvestmentCompensation, INVESTMENT_FIELDS } from '@bus/domain';
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import type { SaveConflict } from '../hooks/use-investment-save';
import { RATE_FIELDS, rateText } from '../lib/form';

type Row = { key: string; figure: string; theirs: string; mine: string };

/** A 409 on save (spec §4, never a silent overwrite): both versions side by side; the user chooses. */
export function ConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: SaveConflict | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const rows = conflict ? conflictRows(conflict, t, lng) : [];
  const stored = conflict?.theirs.stored;
  return (
    <Modal
      open={conflict !== null}
      title={t('conflict.title')}
      closable={false}
      mask={{ closable: false }}
      width={720}
      footer={[
        <Button key="theirs" onClick={onTakeTheirs}>
          {t('conflict.takeTheirs')}
        </Button>,
        <Button key="mine" type="primary" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>,
      ]}
    >
      <div data-testid="ic-conflict">
        <Alert
          type="warning"
          showIcon
          className="ic-block"
          title={t('conflict.text', {
            version: conflict?.theirs.version ?? '-',
            who: stored?.savedBy.name ?? t('conflict.unknown'),
          })}
        />
        <Table<Row>
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: true }}
          columns={[
            { key: 'figure', dataIndex: 'figure', title: t('conflict.figure') },
            { key: 'theirs', dataIndex: 'theirs', title: t('conflict.theirs'), align: 'right' },
            { key: 'mine', dataIndex: 'mine', title: t('conflict.mine'), align: 'right' },
          ]}
        />
      </div>
    </Modal>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function conflictRows(conflict: SaveConflict, t: T, lng: 'ko' | 'en'): Row[] {
  const theirs = conflict.theirs.stored;
  const mine = conflict.mine;
  const mineResult = calculateInvestmentCompensation(mine.inputs, {
    equityPolicy: mine.equityPolicy,
  }).result;
  const show = (field: string, value: number | undefined) => {
    if (value === undefined) return '-';
    return (RATE_FIELDS as readonly string[]).includes(field)
      ? rateText(value)
      : formatKRW(value, 'won', lng);
  };
  return [
    {
      key: 'result',
      figure: t('conflict.result'),
      theirs: theirs ? formatKRW(theirs.investmentCompensation, 'won', lng) : '-',
      mine: mineResult ? formatKRW(mineResult.investmentCompensation, 'won', lng) : '-',
    },
    {
      key: 'policy',
      figure: t('policy.label'),
      theirs: theirs ? t(`policy.${theirs.equityPolicy}`) : '-',
      mine: t(`policy.${mine.equityPolicy}`),
    },
    ...INVESTMENT_FIELDS.map((field) => ({
      key: field,
      figure: t(`fields.${field}`),
      theirs: show(field, theirs?.inputs[field]),
      mine: show(field, mine.inputs[field]),
    })),
  ];
}
