import {
  type AuditLevel,
  BACKUP_NAME_MAX,
  type FindingSeverity,
  isOverResourceLimit,
} from '@bus/domain';

/** §2 audit log: error red, warning orange, otherwise blue (antd tag colours). */
export function levelColor(level: AuditLevel): 'red' | 'orange' | 'blue' {
  if (level === 'error') return 'red';
  if (level === 'warning') return 'orange';
  return 'blue';
}

/** A finding's colour: ok green, info blue, warning orange, critical red. */
export const SEVERITY_COLORS: Record<FindingSeverity, string> = {
  ok: 'green',
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

/** A resource bar: red with antd's exception style above 80 % (§2, §9), else normal. */
export function usageStatus(percent: number): 'exception' | 'normal' {
  return isOverResourceLimit(percent) ? 'exception' : 'normal';
}

/**
 * §9 display cap: a backup file name is cut to 20 characters with an ellipsis (the full name goes
 * in a tooltip). Counted in characters, not UTF-16 units.
 */
export function truncateName(name: string, max = BACKUP_NAME_MAX): string {
  const characters = Array.from(name);
  return characters.length <= max ? name : `${characters.slice(0, max).join('')}…`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in binary units with one decimal from KB up: 1536 → "1.5 KB". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/** Whole days, hours and minutes of a duration in seconds, for the uptime figures. */
export function durationParts(seconds: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
  };
}

/** A count with thousands separators (tabular figures are set by the .sa-num class). */
const countFormat = new Intl.NumberFormat('ko-KR');
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : countFormat.format(value);
}
