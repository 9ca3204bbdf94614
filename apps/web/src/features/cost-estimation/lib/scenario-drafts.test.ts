import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/fixtures';
import {
  calculationBody,
  draftOf,
  MAX_COMPARED,
  mergeStored,
  rateProblem,
} from './scenario-drafts';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';

describe('rateProblem', () => {
  it('calls a rate outside 0–50 % abnormal (spec §5) and an empty one missing', () => {
    expect(rateProblem(0)).toBeNull();
    expect(rateProblem(50)).toBeNull();
    expect(rateProblem(50.01)).toBe('abnormal');
    expect(rateProblem(-0.1)).toBe('abnormal');
    expect(rateProblem(null)).toBe('required');
  });
});

describe('calculationBody', () => {
  it('sends the compared scenarios only, and nothing while one has an abnormal rate', () => {
    const first = draftOf(scenario(A, '기본'), true);
    const second = draftOf(scenario(B, '고물가', { labor: 6 }), false);
    expect(calculationBody([first, second], '2024-01', false)?.scenarios).toEqual([
      expect.objectContaining({ id: A, name: '기본' }),
    ]);
    const abnormal = { ...first, rates: { ...first.rates, diesel: 51 } };
    expect(calculationBody([abnormal, second], '2024-01', false)).toBeNull();
  });
});

describe('mergeStored', () => {
  it('keeps edits in progress, follows clean drafts and adds new scenarios while there is room', () => {
    const edited = { ...draftOf(scenario(A, '기본'), true), name: '기본 수정', dirty: true };
    const merged = mergeStored([edited], [scenario(A, '기본', {}, 2), scenario(B, '고물가')]);
    expect(merged.map((draft) => [draft.name, draft.dirty, draft.compared])).toEqual([
      ['기본 수정', true, true],
      ['고물가', false, true],
    ]);
    const many = Array.from({ length: MAX_COMPARED + 1 }, (_, index) =>
      scenario(`${index}aaaaaaa-0000-4000-8000-000000000001`, `S${index}`),
    );
    expect(mergeStored([], many).filter((draft) => draft.compared)).toHaveLength(MAX_COMPARED);
  });

  it("shows the server's unsaved default only while nothing is stored", () => {
    const fromDefault = mergeStored([], [scenario(null, '기본')]);
    expect(fromDefault.map((draft) => draft.id)).toEqual([null]);
    // Someone saved a scenario: the untouched default gives way to it.
    expect(mergeStored(fromDefault, [scenario(B, '고물가')]).map((draft) => draft.id)).toEqual([B]);
  });
});
