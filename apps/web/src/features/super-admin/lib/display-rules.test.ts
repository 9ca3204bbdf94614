import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes, levelColor, truncateName, usageStatus } from './display-rules';

describe('super-admin display rules', () => {
  it('colours audit levels: error red, warning orange, otherwise blue', () => {
    expect(levelColor('error')).toBe('red');
    expect(levelColor('warning')).toBe('orange');
    expect(levelColor('info')).toBe('blue');
    expect(levelColor('admin')).toBe('blue');
  });

  it('turns a resource bar red above 80 %, not at 80 %', () => {
    expect(usageStatus(80)).toBe('normal');
    expect(usageStatus(80.5)).toBe('exception');
  });

  it('cuts backup names to 20 characters with an ellipsis', () => {
    expect(truncateName('bus-backup-20261201T030000Z-pglite.tar.gz')).toBe('bus-backup-20261201T…');
    expect(truncateName('short.tar.gz')).toBe('short.tar.gz');
    expect(truncateName('가'.repeat(21))).toBe(`${'가'.repeat(20)}…`);
  });

  it('formats sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatBytes(null)).toBe('-');
    expect(durationParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 });
  });
});
