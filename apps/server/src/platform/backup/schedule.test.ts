import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKUP_SCHEDULE, scheduleProblem, slotOf } from './schedule';

describe('the backup schedule', () => {
  it('runs the default daily at 03:00 in Seoul', () => {
    expect(scheduleProblem(DEFAULT_BACKUP_SCHEDULE, 'Asia/Seoul')).toBeNull();
    expect(scheduleProblem('*/15 * * * *', 'UTC')).toBeNull();
  });

  it('says what is wrong with a pattern that is not cron', () => {
    expect(scheduleProblem('every night', 'Asia/Seoul')).toMatch(/.+/);
    expect(scheduleProblem('0 25 * * *', 'Asia/Seoul')).toMatch(/.+/);
  });

  it('names a run by its second, so two processes agree on "the same backup"', () => {
    expect(slotOf(new Date('2026-12-01T18:00:00.731Z')).toISOString()).toBe(
      '2026-12-01T18:00:00.000Z',
    );
  });
});
