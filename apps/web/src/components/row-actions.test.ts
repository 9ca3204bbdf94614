import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
  });
}

/** Tables whose cell is a component of its own that renders RowActions. */
const CELL_ELSEWHERE: Record<string, string> = {
  'features/admin/components/user-table.tsx': 'features/admin/components/user-actions.tsx',
};

/** The column objects of a file that are a table's row actions (`key: 'actions'`). */
function actionColumns(text: string): string[] {
  const columns: string[] = [];
  for (const match of text.matchAll(/key: 'actions',/g)) {
    const start = text.lastIndexOf('{', match.index);
    columns.push(text.slice(start, text.indexOf('render', match.index)));
  }
  return columns;
}

/*
 * Issue 18 §5: at 375 px every table's row actions are reachable without sideways scrolling. The
 * rule is one shared column (components/row-actions.tsx, pinned at the row's end) and one shared
 * cell; this keeps a new table from forgetting it. e2e/tests/layout-overflow.spec.ts checks the
 * pixels at 375 px.
 */
describe('table row actions', () => {
  const files = sources(src).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const tables = files.filter(({ text }) => actionColumns(text).length > 0);

  it('finds the tables with row actions', () => {
    expect(tables.length).toBeGreaterThanOrEqual(12);
  });

  it.each(tables.map(({ path, text }) => [relative(src, path), text]))(
    '%s pins its actions column and uses the shared cell',
    (path, text) => {
      for (const column of actionColumns(text)) expect(column).toContain('...ACTIONS_COLUMN');
      const cell = CELL_ELSEWHERE[path];
      expect(cell ? readFileSync(join(src, cell), 'utf8') : text).toContain('<RowActions');
    },
  );
});
