import { describe, expect, it } from 'vitest';
import { recogniseJobType } from './job-types';

describe('recogniseJobType', () => {
  it.each([
    ['운전직', 'driver'],
    ['운전원', 'driver'],
    ['승무원', 'driver'],
    ['버스기사', 'driver'],
    ['기사', 'driver'],
    ['운수종사자', 'driver'],
    ['운 전 직', 'driver'],
    ['운전직(촉탁)', 'driver'],
    ['정비직', 'mechanic'],
    ['정비사', 'mechanic'],
    ['정비원', 'mechanic'],
    ['정비반장', 'mechanic'],
    ['정비기사', 'mechanic'],
    ['(정비)', 'mechanic'],
    ['관리직', 'office'],
    ['사무직', 'office'],
    ['총무', 'office'],
    ['경리', 'office'],
    ['배차', 'office'],
    ['영업소장', 'office'],
    ['노무', 'office'],
    ['직원', 'office'],
    ['회계', 'office'],
    ['임원', 'director'],
    ['대표이사', 'director'],
    ['이사', 'director'],
    ['감사', 'director'],
    ['상무', 'director'],
    ['전무', 'director'],
    ['사장', 'director'],
    ['회장', 'director'],
    ['관리이사', 'director'],
  ])('reads %s as %s', (label, jobType) => {
    expect(recogniseJobType(label)).toBe(jobType);
  });

  it.each(['안내원', '미화원', '', '  ', '사원', '촉탁'])('does not know %j', (label) => {
    expect(recogniseJobType(label)).toBeNull();
  });
});
