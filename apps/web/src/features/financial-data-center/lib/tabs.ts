import { readStored, writeStored } from '../../../lib/local-storage';

/** The payroll registers (issue 19) sit beside the statements' analysis. */
export const TABS = ['upload', 'manage', 'analyze', 'payroll', 'trash', 'workspace'] as const;
export type Tab = (typeof TABS)[number];

/** §2 "The chosen tab is remembered in local storage and restored on load." */
const TAB_KEY = 'financialDataCenter.tab';

export function isTab(value: unknown): value is Tab {
  return typeof value === 'string' && (TABS as readonly string[]).includes(value);
}

export function storedTab(): Tab | null {
  return readStored(TAB_KEY, isTab);
}

export function storeTab(tab: Tab): void {
  writeStored(TAB_KEY, tab);
}
