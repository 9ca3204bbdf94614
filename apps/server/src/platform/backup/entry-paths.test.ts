import { describe, expect, it } from 'vitest';
import { safeDumpSegments, safeSegments } from './entry-paths';

describe('archive entry paths (a restore writes nothing outside its folder)', () => {
  it('accepts plain relative paths', () => {
    expect(safeSegments('files/ab/ab12.xlsx')).toEqual(['files', 'ab', 'ab12.xlsx']);
    expect(safeSegments('database/public/user/000001.copy')).toHaveLength(4);
  });

  it.each([
    '../evil',
    'files/../../evil',
    'files/./x',
    '/etc/passwd',
    'files//x',
    'files/x/',
    'files\\..\\evil',
    'files/nul\u0000byte',
    'files/line\nbreak',
    '',
    `files/${'a'.repeat(1100)}`,
  ])('refuses %j', (path) => {
    expect(safeSegments(path)).toBeNull();
  });

  it("takes PGlite's absolute dump paths and folder slashes, never a climb", () => {
    expect(safeDumpSegments('/base/1/112')).toEqual(['base', '1', '112']);
    expect(safeDumpSegments('/base/')).toEqual(['base']);
    expect(safeDumpSegments('/base/../../evil')).toBeNull();
    expect(safeDumpSegments('/')).toBeNull();
  });
});
