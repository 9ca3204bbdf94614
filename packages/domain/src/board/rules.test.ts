import { describe, expect, it } from 'vitest';
import {
  attachmentKindOf,
  canPin,
  canPostCategory,
  canUseBoard,
  normalizeTag,
  normalizeTags,
  previewOf,
  splitTagInput,
} from './rules';

describe('board tags (data-center-board-admin.md §5)', () => {
  it('keeps letters, digits and Hangul, lower-cased', () => {
    expect(normalizeTag('#BRT 노선!')).toBe('brt노선');
    expect(normalizeTag('2024년')).toBe('2024년');
  });

  it('refuses a tag under 2 or over 20 characters after stripping', () => {
    expect(normalizeTag('가')).toBeNull();
    expect(normalizeTag('---')).toBeNull();
    expect(normalizeTag('가'.repeat(20))).toBe('가'.repeat(20));
    expect(normalizeTag('가'.repeat(21))).toBeNull();
  });

  it('drops duplicates and allows at most 10', () => {
    expect(normalizeTags(['요금', '#요금', 'BRT', 'brt'])).toEqual({
      ok: true,
      tags: ['요금', 'brt'],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(normalizeTags(eleven)).toEqual({ ok: false, code: 'board/too-many-tags', max: 10 });
    expect(normalizeTags(['ok', 'x'])).toEqual({ ok: false, code: 'board/invalid-tag', tag: 'x' });
  });

  it('splits the edit form’s comma-separated tags', () => {
    expect(splitTagInput(' 요금, 노선 ,, BRT ')).toEqual(['요금', '노선', 'BRT']);
  });
});

describe('board permissions (§6)', () => {
  it('lets users and above use the board, never a visitor without a role', () => {
    expect(canUseBoard(null)).toBe(false);
    expect(canUseBoard(undefined)).toBe(false);
    expect(canUseBoard('viewer')).toBe(false);
    expect(canUseBoard('user')).toBe(true);
  });

  it('keeps notices and pins for managers and above, pins for notices only', () => {
    expect(canPostCategory('analyst', 'notice')).toBe(false);
    expect(canPostCategory('manager', 'notice')).toBe(true);
    expect(canPostCategory('user', 'question')).toBe(true);
    expect(canPin('admin', 'notice')).toBe(true);
    expect(canPin('admin', 'general')).toBe(false);
    expect(canPin(null, 'notice')).toBe(false);
  });
});

describe('attachments and preview', () => {
  it('classifies allowed extensions and refuses the rest', () => {
    expect(attachmentKindOf('a.PNG')).toBe('image');
    expect(attachmentKindOf('a.mkv')).toBe('video');
    expect(attachmentKindOf('a.xlsx')).toBe('file');
    expect(attachmentKindOf('a.svg')).toBeNull();
    expect(attachmentKindOf('a.html')).toBeNull();
  });

  it('previews 120 characters with whitespace collapsed', () => {
    expect(previewOf('  가\n\n나  ')).toBe('가 나');
    const long = '가'.repeat(130);
    expect(previewOf(long)).toBe(`${'가'.repeat(120)}…`);
  });
});
