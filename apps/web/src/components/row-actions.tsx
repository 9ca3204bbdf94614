import { Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The actions cell of a table row (issue 18 §5: at 375 px a row's actions are reachable without
 * sideways scrolling). Put it in a column made with `actionsColumn`: the column is pinned to the
 * row's end at every width, and below 768 px each button that has an icon shows only the icon
 * (its text stays for screen readers, layout.css `.row-actions`), so the pinned cell stays narrow.
 * Give every action an icon.
 */
export function RowActions({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Space
      size={4}
      wrap={false}
      className="row-actions"
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {children}
    </Space>
  );
}

/** The column props that keep a row's actions in view: pinned at the row's end. */
export const ACTIONS_COLUMN = { fixed: 'end', className: 'row-actions-cell' } as const;
