import { describe, expect, it } from 'vitest';
import { koreanHolidays } from './korean-holidays';
import { monthlyHolidayFeatures } from './monthly-holiday-features';

function datesOf(year: number, name: string): string[] {
  return koreanHolidays(year)
    .filter((h) => h.name === name)
    .map((h) => h.date);
}

describe('Korean public holidays', () => {
  it('places the lunar holidays on their published dates', () => {
    expect(datesOf(2024, 'seollal')).toEqual(['2024-02-09', '2024-02-10', '2024-02-11']);
    expect(datesOf(2024, 'chuseok')).toEqual(['2024-09-16', '2024-09-17', '2024-09-18']);
    expect(datesOf(2024, 'buddha')).toEqual(['2024-05-15']);
    expect(datesOf(2025, 'seollal')[1]).toBe('2025-01-29');
    expect(datesOf(2025, 'buddha')).toEqual(['2025-05-05']);
    expect(datesOf(2025, 'chuseok')[1]).toBe('2025-10-06');
    expect(datesOf(2020, 'buddha')).toEqual(['2020-04-30']);
    expect(datesOf(2009, 'chuseok')[1]).toBe('2009-10-03');
    expect(datesOf(2033, 'chuseok')[1]).toBe('2033-09-08');
  });

  it('uses Korean, not Chinese, new moons (설날 2027 and 2028)', () => {
    expect(datesOf(2027, 'seollal')[1]).toBe('2027-02-07');
    expect(datesOf(2028, 'seollal')[1]).toBe('2028-01-27');
  });

  it('grants substitute holidays by the rules in force each year', () => {
    expect(datesOf(2014, 'substitute')).toEqual(['2014-09-10']);
    expect(datesOf(2017, 'substitute')).toEqual(['2017-01-30', '2017-10-06']);
    expect(datesOf(2019, 'substitute')).toEqual(['2019-05-06']);
    expect(datesOf(2021, 'substitute')).toEqual(['2021-08-16', '2021-10-04', '2021-10-11']);
    expect(datesOf(2023, 'substitute')).toEqual(['2023-01-24', '2023-05-29']);
    expect(datesOf(2024, 'substitute')).toEqual(['2024-02-12', '2024-05-06']);
    expect(datesOf(2025, 'substitute')).toEqual(['2025-03-03', '2025-05-06', '2025-10-08']);
    expect(datesOf(2027, 'substitute')).toContain('2027-02-09');
  });

  it('gives no substitute before 2014 nor for a Saturday 추석', () => {
    expect(datesOf(2013, 'substitute')).toEqual([]);
    // 추석 2020 is 09-30…10-02 (Wed–Fri); 개천절 10-03 is a Saturday, before the 2021 law.
    expect(datesOf(2020, 'substitute')).toEqual(['2020-01-27']);
  });

  it('follows the changes of the holiday list over time', () => {
    expect(datesOf(2005, 'arbor_day')).toEqual(['2005-04-05']);
    expect(datesOf(2006, 'arbor_day')).toEqual([]);
    expect(datesOf(2012, 'hangul')).toEqual([]);
    expect(datesOf(2013, 'hangul')).toEqual(['2013-10-09']);
  });

  it('is empty outside the table', () => {
    expect(koreanHolidays(1999)).toEqual([]);
    expect(koreanHolidays(2041)).toEqual([]);
  });
});

describe('monthly holiday features', () => {
  it('moves the festival days with the lunar calendar', () => {
    expect(monthlyHolidayFeatures(2024, 2).festivalDays).toBe(3);
    expect(monthlyHolidayFeatures(2025, 1).festivalDays).toBe(3);
    expect(monthlyHolidayFeatures(2025, 2).festivalDays).toBe(0);
    expect(monthlyHolidayFeatures(2025, 10).festivalDays).toBe(3);
  });

  it('counts weekday holidays once even when two holidays share a date', () => {
    // May 2025: 05-05 (어린이날 + 부처님오신날, Monday) and the substitute 05-06, plus the election 06-03 is June.
    expect(monthlyHolidayFeatures(2025, 5).workdaysLost).toBe(2);
  });

  it('uses the calendar-month average outside the table', () => {
    const february = monthlyHolidayFeatures(1990, 2).festivalDays;
    expect(february).toBeGreaterThan(0);
    expect(february).toBeLessThan(3);
  });
});
