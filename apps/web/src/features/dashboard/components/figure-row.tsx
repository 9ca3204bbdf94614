import type { ReactNode } from 'react';

/**
 * One figure of a card: its label, the amount right-aligned in tabular digits (the columns of
 * amounts line up as in a statement), and an optional note under it.
 */
export function FigureRow({
  label,
  value,
  note,
  strong,
  testId,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? 'dash-figure dash-figure-strong' : 'dash-figure'}>
      <span className="dash-figure-label">{label}</span>
      <span className="dash-amount" data-testid={testId}>
        {value}
      </span>
      {note ? <span className="dash-figure-note">{note}</span> : null}
    </div>
  );
}
