import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import type { SaveConflict } from '../hooks/use-autosave';
import { screenFigures } from '../lib/working-copy';

type Row = { key: string; figure: string; theirs: string; mine: string };

/** A 409 on save (spec §4, never a silent overwrite): both versions' figures; the user chooses. */
export function ConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: SaveConflict | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t, i18n } = useTranslation('transportCost');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  let rows: Row[] = [];
  if (conflict) {
    // Their figures are the server's own; ours are the same lines with our decisions applied.
    const theirsShown = { ...conflict.theirs.summary, totalCost: conflict.theirs.totalCost };
    const mine = screenFigures(conflict.theirs, conflict.mine);
    const fields = [
      'transportationCost',
      'administrationCost',
      'nonOperatingExpense',
      'nonOperatingIncome',
      'appropriateCost',
      'totalCost',
    ] as const;
    rows = [
      ...fields.map((field) => ({
        key: field,
        figure: t(`summary.${field}`),
        theirs: won(theirsShown[field]),
        mine: won(mine[field]),
      })),
      {
        key: 'decisions',
        figure: t('conflict.decisions'),
        theirs: String(
          conflict.theirs.classifications.filter((line) => line.adjustment).length +
            conflict.theirs.unmatchedAdjustments.length,
        ),
        mine: String(conflict.mine.length),
      },
    ];
  }
  const document = conflict?.theirs.document;
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
      <div data-testid="tc-conflict">
        <Alert
          type="warning"
          showIcon
          className="tc-block"
          title={t('conflict.text', {
            version: document?.version ?? '-',
            who: document?.updatedBy?.name ?? t('conflict.unknown'),
          })}
        />
        <Table<Row>
          size="small"
          pagination={false}
          dataSource={rows}
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
