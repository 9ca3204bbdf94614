import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

type Props<Row> = {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: ColumnsType<Row>;
  /** One row as two lines for phones: what it is, then where and how. */
  compactRow: (row: Row) => { head: ReactNode; detail: ReactNode };
  compact: boolean;
  emptyText: string;
  footer?: ReactNode;
};

/**
 * A table from 768 px; below it each row becomes two short lines, so dates, addresses and devices
 * are never squeezed into narrow columns or hidden behind a horizontal scroll (platform.md §9).
 */
export function ActivityList<Row extends object>({
  rows,
  rowKey,
  columns,
  compactRow,
  compact,
  emptyText,
  footer,
}: Props<Row>) {
  const emptyView = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  if (!compact) {
    return (
      <>
        <Table<Row>
          size="small"
          rowKey={rowKey}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: emptyView }}
          columns={columns}
        />
        {footer}
      </>
    );
  }
  if (rows.length === 0) return emptyView;
  return (
    <>
      <ul className="profile-compact-list">
        {rows.map((row) => {
          const { head, detail } = compactRow(row);
          return (
            <li key={rowKey(row)}>
              <div className="profile-compact-head">{head}</div>
              <div className="profile-compact-detail">{detail}</div>
            </li>
          );
        })}
      </ul>
      {footer}
    </>
  );
}
