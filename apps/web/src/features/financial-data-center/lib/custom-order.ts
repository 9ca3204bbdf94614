import { readStored, writeStored } from '../../../lib/local-storage';

/** §2 "Custom order is saved per statement in local storage; reset returns to standard order." */
const orderKey = (statementId: string) => `financialDataCenter.accountOrder.${statementId}`;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function storedOrder(statementId: string): string[] | null {
  return readStored(orderKey(statementId), isIdList);
}

export function storeOrder(statementId: string, ids: string[] | null): void {
  writeStored(orderKey(statementId), ids);
}

/**
 * Accounts in the user's order: ids the user placed first, then any account not in the saved
 * list (added since) in file order.
 */
export function applyOrder<T extends { id: string; lineNo: number }>(
  accounts: T[],
  ids: string[] | null,
): T[] {
  const byFile = [...accounts].sort((a, b) => a.lineNo - b.lineNo);
  if (!ids) return byFile;
  const position = new Map(ids.map((id, index) => [id, index]));
  const known = byFile.filter((a) => position.has(a.id));
  known.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return [...known, ...byFile.filter((a) => !position.has(a.id))];
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moveId(ids: string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}
