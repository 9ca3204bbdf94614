import { EditOutlined, StopOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import { COST_CATEGORIES, type CostCategory } from '@bus/domain';
import {
  Button,
  Dropdown,
  Select,
  Space,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatKRW } from '../../../lib/format';
import { usePhone } from '../../../lib/use-phone';
import type { ScreenLine } from '../lib/working-copy';

/** Spec §2 confidence colours: manual blue; excluded default; ≥ 0.8 green; ≥ 0.6 orange; else red. */
export function confidenceColor(line: Pick<ScreenLine, 'manual' | 'excluded' | 'confidence'>) {
  if (line.manual) return 'blue';
  if (line.excluded) return 'default';
  if (line.confidence >= 0.8) return 'green';
  if (line.confidence >= 0.6) return 'orange';
  return 'red';
}

type Props = {
  /** A category, or 'excluded' for the recommended-to-exclude table. */
  table: CostCategory | 'excluded';
  lines: ScreenLine[];
  selected: string[];
  onSelect: (keys: string[]) => void;
  onMove: (line: ScreenLine, category: CostCategory) => void;
  onEdit: (line: ScreenLine) => void;
  onExclude: (line: ScreenLine, excluded: boolean) => void;
  disabled: boolean;
  /** A reader (issue 14 §8): no selection and no actions column, the figures only. */
  readOnly?: boolean;
};

/** One category table of spec §2 with its footer (subtotal, included and excluded counts). */
export function CategoryTable({
  table,
  lines,
  selected,
  onSelect,
  onMove,
  onEdit,
  onExclude,
  disabled,
  readOnly = false,
}: Props) {
  const { t, i18n } = useTranslation('transportCost');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng, { suffix: false });
  const included = lines.filter((line) => !line.excluded);
  const subtotal = included.reduce((sum, line) => sum + line.amount, 0);
  const title = t(`categories.${table}`);
  const phone = usePhone();
  const categories = COST_CATEGORIES.map((value) => ({
    value,
    label: t(`categories.${value}`),
  }));
  // The quick move is a select; on a phone, where the pinned actions must stay narrow, the same
  // choice opens from an icon button.
  const move = (line: ScreenLine) =>
    phone ? (
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          items: categories.map(({ value, label }) => ({ key: value, label })),
          selectable: true,
          selectedKeys: [line.category],
          onClick: ({ key }) => onMove(line, key as CostCategory),
        }}
      >
        <Button
          size="small"
          icon={<SwapOutlined />}
          aria-label={`${t('actions.move')}: ${line.name}`}
        />
      </Dropdown>
    ) : (
      <Select<CostCategory>
        size="small"
        aria-label={`${t('actions.move')}: ${line.name}`}
        className="tc-move"
        value={line.category}
        disabled={disabled}
        onChange={(category) => onMove(line, category)}
        options={categories}
      />
    );
  const actionsColumn: TableColumnType<ScreenLine> = {
    key: 'actions',
    title: t('columns.actions'),
    ...ACTIONS_COLUMN,
    render: (_, line) => (
      <RowActions>
        {move(line)}
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={disabled}
          onClick={() => onEdit(line)}
        >
          {t('actions.edit')}
        </Button>
        <Button
          size="small"
          icon={line.excluded ? <UndoOutlined /> : <StopOutlined />}
          disabled={disabled}
          onClick={() => onExclude(line, !line.excluded)}
        >
          {line.excluded ? t('actions.restore') : t('actions.exclude')}
        </Button>
      </RowActions>
    ),
  };

  return (
    <section className="tc-table" data-testid={`tc-table-${table}`} aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Table<ScreenLine>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={lines}
        locale={{ emptyText: t('empty') }}
        rowSelection={
          readOnly
            ? undefined
            : {
                selectedRowKeys: selected,
                onChange: (keys) => onSelect(keys.map(String)),
                getCheckboxProps: () => ({ disabled }),
              }
        }
        rowClassName={(line) => (line.excluded ? 'tc-row-excluded' : '')}
        columns={[
          {
            key: 'name',
            title: t('columns.name'),
            render: (_, line) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text delete={line.excluded}>{line.name}</Typography.Text>
                <Typography.Text type="secondary" className="costing-small">
                  {line.standardId ?? t(`statements.${line.statement}`)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'amount',
            title: t('columns.amount'),
            align: 'right',
            render: (_, line) => <span className="costing-amount">{won(line.amount)}</span>,
          },
          {
            key: 'confidence',
            title: t('columns.confidence'),
            align: 'right',
            render: (_, line) => (
              <Tag color={confidenceColor(line)} data-testid="tc-confidence">
                {Math.round(line.confidence * 100)}%
              </Tag>
            ),
          },
          {
            key: 'status',
            title: t('columns.status'),
            render: (_, line) =>
              t(line.excluded ? 'status.excluded' : line.manual ? 'status.manual' : 'status.auto'),
          },
          {
            key: 'reason',
            title: t('columns.reason'),
            render: (_, line) => (
              <Space orientation="vertical" size={2}>
                <Tag>{t(`reasons.${line.reason.code}`, { defaultValue: line.reason.code })}</Tag>
                {line.excludeReason ? (
                  <Tag color="gold">
                    {t(`excludeReasons.${line.excludeReason}`, {
                      defaultValue: line.excludeReason,
                    })}
                  </Tag>
                ) : null}
                {line.pendingNote ? (
                  <Typography.Text type="secondary" className="costing-small">
                    {line.pendingNote}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          ...(readOnly ? [] : [actionsColumn]),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={readOnly ? 5 : 7}>
              <span data-testid={`tc-footer-${table}`}>
                {t('footer', {
                  amount: won(subtotal),
                  included: included.length,
                  excluded: lines.length - included.length,
                })}
              </span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}
