import { afterEach, describe, expect, it } from 'vitest';
import {
  displayTimeZone,
  formatDate,
  formatKRW,
  formatPercent,
  setDisplayTimeZone,
} from './format';

describe('formatKRW', () => {
  it('groups won with commas and the 원 suffix', () => {
    expect(formatKRW(1_234_567)).toBe('1,234,567원');
    expect(formatKRW(0)).toBe('0원');
  });

  it('scales to 천원 and 백만원, rounding half away from zero', () => {
    expect(formatKRW(1_234_567, 'thousand')).toBe('1,235천원');
    expect(formatKRW(1_500, 'thousand')).toBe('2천원');
    expect(formatKRW(987_654_321, 'million')).toBe('988백만원');
  });

  it('shows negatives with a leading minus and never "-0"', () => {
    expect(formatKRW(-1_234_567)).toBe('-1,234,567원');
    expect(formatKRW(-1_500, 'thousand')).toBe('-2천원');
    expect(formatKRW(-400, 'thousand')).toBe('0천원');
  });

  it('uses English unit words on request and a dash for non-numbers', () => {
    expect(formatKRW(2_000_000, 'million', 'en')).toBe('2 million KRW');
    expect(formatKRW(Number.NaN)).toBe('-');
  });

  it('leaves the unit word out for table cells whose header names the unit', () => {
    expect(formatKRW(55_419_355_000, 'won', 'ko', { suffix: false })).toBe('55,419,355,000');
    expect(formatKRW(-36_000_000, 'won', 'en', { suffix: false })).toBe('-36,000,000');
  });
});

describe('formatPercent', () => {
  it('shows two decimals and a percent sign', () => {
    expect(formatPercent(45.92142)).toBe('45.92%');
    expect(formatPercent(3.8)).toBe('3.80%');
    expect(formatPercent(1177.6)).toBe('1,177.60%');
    expect(formatPercent(-12.345)).toBe('-12.35%');
  });

  it('shows a dash when there is no value and never "-0.00%"', () => {
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent(undefined)).toBe('-');
    expect(formatPercent(Number.NaN)).toBe('-');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });
});

describe('formatDate', () => {
  it('formats in the interface language and rejects unreadable input', () => {
    expect(formatDate('2026-03-05T00:00:00Z', 'ko')).toMatch(/2026/);
    expect(formatDate('2026-03-05T12:00:00Z', 'en')).toMatch(/Mar/);
    expect(formatDate('not a date', 'ko')).toBe('-');
  });

  afterEach(() => setDisplayTimeZone(null));

  it("shows times in Korea's zone until the user's zone is known, whatever the device's", () => {
    expect(displayTimeZone()).toBe('Asia/Seoul');
    // 00:30 UTC is 09:30 in Seoul and 06:00 in Kolkata.
    expect(formatDate('2026-03-05T00:30:00Z', 'en', { time: true })).toMatch(/9:30\sAM/);
    setDisplayTimeZone('Asia/Kolkata');
    expect(formatDate('2026-03-05T00:30:00Z', 'en', { time: true })).toMatch(/6:00\sAM/);
    setDisplayTimeZone('America/New_York');
    // The day follows the zone too: still 4 March in New York.
    expect(formatDate('2026-03-05T00:30:00Z', 'en')).toMatch(/Mar 4, 2026/);
  });

  it('falls back to Asia/Seoul for an unknown or missing zone', () => {
    setDisplayTimeZone('Mars/Base');
    expect(displayTimeZone()).toBe('Asia/Seoul');
    setDisplayTimeZone('Europe/Berlin');
    setDisplayTimeZone(undefined);
    expect(displayTimeZone()).toBe('Asia/Seoul');
  });
});
