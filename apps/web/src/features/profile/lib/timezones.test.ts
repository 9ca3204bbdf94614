import { describe, expect, it } from 'vitest';
import { timezoneOptions } from './timezones';

describe('timezoneOptions', () => {
  const options = timezoneOptions(new Date('2026-01-15T00:00:00Z'));

  it('labels Seoul with its offset and keeps the IANA name as the value', () => {
    expect(options.find((o) => o.value === 'Asia/Seoul')).toEqual({
      value: 'Asia/Seoul',
      label: '(UTC+09:00) Asia/Seoul',
      offsetMinutes: 540,
    });
  });

  it('includes UTC and half-hour zones, sorted from west to east', () => {
    expect(options.find((o) => o.value === 'UTC')?.label).toBe('(UTC+00:00) UTC');
    // India (+05:30) is listed as Asia/Kolkata or Asia/Calcutta depending on the ICU version.
    expect(options.some((o) => o.offsetMinutes === 330)).toBe(true);
    const offsets = options.map((o) => o.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('lists a stored alias the browser does not list, once', () => {
    const listed = Intl.supportedValuesOf('timeZone');
    const alias = listed.includes('Asia/Kolkata') ? 'Asia/Calcutta' : 'Asia/Kolkata';
    const withAlias = timezoneOptions(new Date('2026-01-15T00:00:00Z'), alias);
    expect(withAlias.filter((o) => o.value === alias)).toEqual([
      { value: alias, label: `(UTC+05:30) ${alias}`, offsetMinutes: 330 },
    ]);
    const seoul = timezoneOptions(new Date('2026-01-15T00:00:00Z'), 'Asia/Seoul');
    expect(seoul.filter((o) => o.value === 'Asia/Seoul')).toHaveLength(1);
    expect(timezoneOptions(new Date(), 'Mars/Base').some((o) => o.value === 'Mars/Base')).toBe(
      false,
    );
  });

  it('writes underscores of city names as spaces for reading and searching', () => {
    expect(options.find((o) => o.value === 'America/New_York')?.label).toBe(
      '(UTC-05:00) America/New York',
    );
  });
});
