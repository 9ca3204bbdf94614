import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesInput } from '../hooks/use-series-input';
import { filledRows, type GridRow, isMultiCell, pasteInto } from '../lib/paste-grid';

/** A year of empty months to start typing into; pasting grows the grid as needed. */
const START_ROWS = 12;

function emptyRows(count: number): GridRow[] {
  return Array.from({ length: count }, () => ({ date: '', value: '' }));
}

/**
 * Monthly revenue typed or pasted from Excel: tab or line separated cells, Korean dates
 * ('2024년 1월'), thousands separators ('1,234,000'). A paste of several cells fills the rows from
 * the cell pasted into; the server reads the dates and numbers when the user checks the data.
 */
export function GridSource({ input }: { input: SeriesInput }) {
  const { t } = useTranslation('forecast');
  const [rows, setRows] = useState<GridRow[]>(() =>
    input.source?.kind === 'grid' ? input.source.rows : emptyRows(START_ROWS),
  );
  const filled = filledRows(rows).length;

  const edit = (index: number, column: keyof GridRow, value: string) =>
    setRows((current) =>
      current.map((row, i) => (i === index ? { ...row, [column]: value } : row)),
    );

  const paste = (index: number, column: keyof GridRow) => (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiCell(text)) return;
    event.preventDefault();
    setRows((current) => pasteInto(current, text, index, column));
  };

  return (
    <div className="fc-stack">
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('input.grid.hint')}
      </Typography.Paragraph>
      <div className="fc-grid-scroll">
        <table className="fc-grid" data-testid="fc-grid">
          <thead>
            <tr>
              <th scope="col" className="fc-grid-index">
                #
              </th>
              <th scope="col">{t('input.grid.date')}</th>
              <th scope="col" className="fc-amount-head">
                {t('input.grid.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // Rows have no identity beyond their place; the grid is only ever edited in place.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <td className="fc-grid-index">{index + 1}</td>
                <td>
                  <Input
                    size="small"
                    value={row.date}
                    placeholder={index === 0 ? t('input.grid.datePlaceholder') : undefined}
                    aria-label={t('input.grid.dateOf', { row: index + 1 })}
                    onChange={(event) => edit(index, 'date', event.target.value)}
                    onPaste={paste(index, 'date')}
                  />
                </td>
                <td>
                  <Input
                    size="small"
                    className="fc-amount-input"
                    inputMode="numeric"
                    value={row.value}
                    placeholder={index === 0 ? t('input.grid.valuePlaceholder') : undefined}
                    aria-label={t('input.grid.valueOf', { row: index + 1 })}
                    onChange={(event) => edit(index, 'value', event.target.value)}
                    onPaste={paste(index, 'value')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Space wrap>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setRows((r) => [...r, ...emptyRows(START_ROWS)])}
        >
          {t('input.grid.addRows', { count: START_ROWS })}
        </Button>
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setRows(emptyRows(START_ROWS));
            input.clear();
          }}
        >
          {t('input.grid.clear')}
        </Button>
        <Button
          type="primary"
          disabled={filled < 2}
          loading={input.reading && input.source?.kind === 'grid'}
          onClick={() => input.read({ kind: 'grid', rows })}
          data-testid="fc-grid-check"
        >
          {t('input.grid.check', { count: filled })}
        </Button>
      </Space>
    </div>
  );
}
