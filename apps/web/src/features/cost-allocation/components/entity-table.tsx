import { DeleteOutlined } from '@ant-design/icons';
import { type DriverKey, ENTITY_TYPES, type EntityType } from '@bus/domain';
import { Button, Grid, Input, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import {
  type DraftCheck,
  type DraftRow,
  driverColumns,
  driverTotal,
  type EntityDraft,
  formatDriver,
  parseDriver,
} from '../lib/entity-draft';
import { editCell, editRow, removeDriver, removeRow } from '../lib/entity-edits';
import { useDriverLabel } from './driver-label';

/** More rows than this are paged, so typing stays quick in a large table. */
const PAGE_SIZE = 50;

type Props = {
  draft: EntityDraft;
  check: DraftCheck;
  readOnly: boolean;
  onChange: (next: EntityDraft) => void;
};

function CellMessage({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <Typography.Text type="danger" id={id} className="al-cell-message">
      {text}
    </Typography.Text>
  );
}

/**
 * The service entities of a period (issue 15 §1): id, name, type, the three standard drivers and
 * the user's custom drivers, edited in place and checked as typed (lib/entity-draft.ts). Driver
 * cells keep the text typed and show it thousands-separated once it is a number.
 */
export function EntityTable({ draft, check, readOnly, onChange }: Props) {
  const { t } = useTranslation('costAllocation');
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const driverLabel = useDriverLabel(draft.customDrivers);
  const drivers = driverColumns(draft.customDrivers);
  const problemText = (row: DraftRow, column: string) => {
    const problem = check.cells[row.key]?.[column];
    return problem ? t(`problems.${problem}`) : null;
  };
  const rowLabel = (row: DraftRow, index: number) =>
    row.name.trim() || t('entities.rowNumber', { index: index + 1 });

  const textCell = (field: 'id' | 'name') => (_: unknown, row: DraftRow, index: number) => {
    if (readOnly) return <span className="al-nowrap">{row[field]}</span>;
    const message = problemText(row, field);
    const messageId = `al-${row.key}-${field}-msg`;
    return (
      <>
        <Input
          value={row[field]}
          status={message ? 'error' : undefined}
          aria-label={`${t(`entities.columns.${field}`)} ${index + 1}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          placeholder={t(`entities.${field}Placeholder`)}
          maxLength={field === 'id' ? 64 : 200}
          onChange={(event) =>
            onChange(editRow(draft, row.key, { [field]: event.target.value } as { name: string }))
          }
        />
        <CellMessage id={messageId} text={message} />
        {field === 'name' && check.rows[row.key]?.includes('allZero') ? (
          <CellMessage id={`${messageId}-row`} text={t('problems.allZero')} />
        ) : null}
      </>
    );
  };

  const driverCell = (driver: DriverKey) => (_: unknown, row: DraftRow, index: number) => {
    const text = row.values[driver] ?? '';
    if (readOnly) return <span className="costing-amount">{text}</span>;
    const message = problemText(row, driver);
    const messageId = `al-${row.key}-${driver}-msg`;
    return (
      <>
        <Input
          className="al-number-input"
          inputMode="decimal"
          value={text}
          status={message ? 'error' : undefined}
          aria-label={`${driverLabel(driver)} ${rowLabel(row, index)}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(editCell(draft, row.key, driver, event.target.value))}
          onBlur={() => {
            const value = parseDriver(text);
            if (value !== null && Number.isFinite(value) && formatDriver(value) !== text) {
              onChange(editCell(draft, row.key, driver, formatDriver(value)));
            }
          }}
        />
        <CellMessage id={messageId} text={message} />
      </>
    );
  };

  const customTitle = (driver: DriverKey) => {
    const key = driver.slice('custom:'.length);
    if (readOnly || !driver.startsWith('custom:')) return driverLabel(driver);
    return (
      <span className="al-driver-title">
        {driverLabel(driver)}
        <Tooltip title={t('entities.removeDriver', { name: driverLabel(driver) })}>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('entities.removeDriver', { name: driverLabel(driver) })}
            onClick={() => onChange(removeDriver(draft, key))}
          />
        </Tooltip>
      </span>
    );
  };

  const columns: ColumnsType<DraftRow> = [
    {
      key: 'index',
      title: t('entities.columns.index'),
      width: 44,
      fixed: 'left',
      // On a phone the row number would take room from the name, which stays in view.
      hidden: narrow,
      render: (_, __, index) => index + 1,
    },
    {
      key: 'name',
      title: t('entities.columns.name'),
      width: narrow ? 150 : 220,
      fixed: 'left',
      render: textCell('name'),
    },
    {
      key: 'type',
      title: t('entities.columns.type'),
      width: 140,
      render: (_, row, index) =>
        readOnly ? (
          t(`types.${row.type}`)
        ) : (
          <Select<EntityType>
            className="costing-full"
            aria-label={`${t('entities.columns.type')} ${rowLabel(row, index)}`}
            value={row.type}
            onChange={(type) => onChange(editRow(draft, row.key, { type }))}
            options={ENTITY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        ),
    },
    ...drivers.map((driver) => ({
      key: driver,
      title: customTitle(driver),
      width: 150,
      align: 'right' as const,
      render: driverCell(driver),
    })),
    // The id matters to files and links, less to the reader: it comes after the figures.
    { key: 'id', title: t('entities.columns.id'), width: 140, render: textCell('id') },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      title: t('entities.columns.actions'),
      width: 64,
      ...ACTIONS_COLUMN,
      render: (_, row, index) => (
        <RowActions>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('entities.removeRow', { name: rowLabel(row, index) })}
            onClick={() => onChange(removeRow(draft, row.key))}
          />
        </RowActions>
      ),
    });
  }

  return (
    <Table<DraftRow>
      className="al-entity-table"
      data-testid="al-entity-table"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={draft.rows}
      scroll={{ x: 'max-content' }}
      pagination={draft.rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE } : false}
      locale={{ emptyText: t('entities.empty') }}
      summary={() =>
        draft.rows.length === 0 ? null : (
          <Table.Summary.Row className="al-total-row">
            <Table.Summary.Cell index={0} colSpan={4}>
              {t('entities.total', { count: draft.rows.length })}
            </Table.Summary.Cell>
            {drivers.map((driver, index) => (
              <Table.Summary.Cell key={driver} index={4 + index} align="right">
                <span className="costing-amount">{formatDriver(driverTotal(draft, driver))}</span>
              </Table.Summary.Cell>
            ))}
            {readOnly ? null : <Table.Summary.Cell index={4 + drivers.length} />}
          </Table.Summary.Row>
        )
      }
    />
  );
}
