import { Alert, Button, Modal, Table } from 'antd';
import type { TFunction } from 'i18next';

/** One figure of a save conflict, already formatted: the stored version's and this screen's. */
export type ConflictRow = { key: string; figure: string; theirs: string; mine: string };

/** The translated texts of the dialog; each screen words them in its own namespace. */
export type ConflictLabels = {
  title: string;
  /** Who saved the stored version, and which version it is. */
  text: string;
  figure: string;
  theirs: string;
  mine: string;
  keepMine: string;
  takeTheirs: string;
};

/**
 * The labels from the `conflict.*` keys that every costing namespace words alike (title, figure,
 * theirs, mine, keepMine, takeTheirs); `text` names the stored version and its author.
 */
export function conflictLabels(t: TFunction, text: string): ConflictLabels {
  return {
    title: t('conflict.title'),
    text,
    figure: t('conflict.figure'),
    theirs: t('conflict.theirs'),
    mine: t('conflict.mine'),
    keepMine: t('conflict.keepMine'),
    takeTheirs: t('conflict.takeTheirs'),
  };
}

/** The props of a screen's conflict dialog: the 409 it shows (null: closed) and the two choices. */
export type ConflictChoiceProps<Conflict> = {
  conflict: Conflict | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

type Props = {
  open: boolean;
  labels: ConflictLabels;
  rows: ConflictRow[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  testId: string;
};

/**
 * A 409 on save (spec §4, never a silent overwrite): both versions' figures side by side, and the
 * user chooses which one stays. It cannot be dismissed without a choice.
 */
export function VersionConflictModal({
  open,
  labels,
  rows,
  onKeepMine,
  onTakeTheirs,
  testId,
}: Props) {
  return (
    <Modal
      open={open}
      title={labels.title}
      closable={false}
      mask={{ closable: false }}
      width={720}
      footer={[
        <Button key="theirs" onClick={onTakeTheirs}>
          {labels.takeTheirs}
        </Button>,
        <Button key="mine" type="primary" onClick={onKeepMine}>
          {labels.keepMine}
        </Button>,
      ]}
    >
      <div data-testid={testId}>
        <Alert type="warning" showIcon className="costing-block" title={labels.text} />
        <Table<ConflictRow>
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: true }}
          columns={[
            { key: 'figure', dataIndex: 'figure', title: labels.figure },
            { key: 'theirs', dataIndex: 'theirs', title: labels.theirs, align: 'right' },
            { key: 'mine', dataIndex: 'mine', title: labels.mine, align: 'right' },
          ]}
        />
      </div>
    </Modal>
  );
}
