import { Empty, Grid, Pagination, Table } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';

export type Column<T> = {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Amounts, sizes and counts: right-aligned in tabular figures. */
  numeric?: boolean;
  width?: number;
};

/** One page of a list the server pages (recent sign-ins, the audit log). */
export type Paging = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  showTotal: (total: number) => string;
};

type Props<T> = {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  loading?: boolean;
  empty: string;
  /** Server paging: `rows` is the page the server sent. */
  paging?: Paging;
  /** Without server paging: pages of this size over all `rows`, here. */
  pageSize?: number;
  /** Below 768 px: small cards, one per row with its labels, or the table scrolling in its card. */
  phone?: 'cards' | 'scroll';
  showTotal?: (total: number) => string;
  testId: string;
};

function Cards<T>({ rows, columns, rowKey, empty, testId }: Props<T>) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul className="sa-cards">
      {rows.map((row) => (
        <li key={rowKey(row)} className="sa-cards__item" data-testid={`${testId}-row`}>
          <dl>
            {columns.map((column) => (
              <div key={column.key} className="sa-cards__field">
                <dt>{column.title}</dt>
                <dd className={column.numeric ? 'sa-num' : undefined}>{column.render(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A table on a tablet or wider; on a phone cards or a table that scrolls inside its card. */
export function DataTable<T>(props: Props<T>) {
  const { rows, columns, rowKey, loading = false, empty, paging, pageSize, testId } = props;
  const screens = Grid.useBreakpoint();
  const [localPage, setLocalPage] = useState(1);
  // One paging for both layouts: the server's, or ours over the rows we have.
  const local = !paging && pageSize !== undefined && rows.length > pageSize;
  const page = paging?.page ?? localPage;
  const size = paging?.pageSize ?? pageSize ?? rows.length;
  const total = paging?.total ?? rows.length;
  const showTotal = paging?.showTotal ?? props.showTotal;
  const onChange = paging?.onChange ?? setLocalPage;
  const shown = local ? rows.slice((page - 1) * size, page * size) : rows;
  const paged = Boolean(paging) || local;

  if (!screens.md && (props.phone ?? 'cards') === 'cards') {
    return (
      <div data-testid={testId} data-layout="cards">
        <Cards {...props} rows={shown} />
        {paged && (
          <Pagination
            className="sa-cards__pagination"
            simple
            size="small"
            current={page}
            pageSize={size}
            total={total}
            onChange={onChange}
          />
        )}
        {showTotal && <p className="sa-muted">{showTotal(total)}</p>}
      </div>
    );
  }
  return (
    <div data-testid={testId} data-layout="table">
      <Table<T>
        rowKey={rowKey}
        size="small"
        loading={loading}
        dataSource={[...shown]}
        columns={columns.map((column) => ({
          key: column.key,
          title: column.title,
          width: column.width,
          align: column.numeric ? ('right' as const) : undefined,
          className: column.numeric ? 'sa-num' : undefined,
          render: (_: unknown, row: T) => column.render(row),
        }))}
        scroll={{ x: 'max-content' }}
        pagination={
          paged
            ? {
                current: page,
                pageSize: size,
                total,
                showSizeChanger: false,
                showTotal,
                onChange,
                size: 'small',
              }
            : false
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        onRow={() => ({ 'data-testid': `${testId}-row` }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
