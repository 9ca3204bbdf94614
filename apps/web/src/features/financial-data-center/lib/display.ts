import type { AmountUnit, StatementStatus } from '@bus/domain';
import type { KrwUnit } from '../../../lib/format';

/** §2 status colours: verified green, warning orange, error red, pending grey. */
export const STATUS_COLORS: Record<StatementStatus, string> = {
  verified: 'green',
  warning: 'orange',
  error: 'red',
  pending: 'default',
};

/** The statement's printed unit as a formatter unit and a translation key. */
export const UNIT_KEYS: Record<AmountUnit, KrwUnit> = {
  원: 'won',
  천원: 'thousand',
  백만원: 'million',
};

/** Mapping confidence shown as a coloured percentage: sure, worth a look, doubtful. */
export function confidenceColor(confidence: number, mapped: boolean): string {
  if (!mapped) return 'red';
  if (confidence >= 0.9) return 'green';
  if (confidence >= 0.6) return 'gold';
  return 'orange';
}

export function provenanceText(p: {
  sheet: string | null;
  cell: string | null;
  page: number | null;
  position: string | null;
}): string | null {
  if (p.sheet || p.cell) return [p.sheet, p.cell].filter(Boolean).join('!');
  if (p.page !== null) return `p.${p.page}${p.position ? ` (${p.position})` : ''}`;
  return null;
}
