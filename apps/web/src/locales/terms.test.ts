import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One name per thing (issue 18 §5): the six roles are called the same everywhere — README's
 * 조회자 < 일반 사용자 < 분석가 < 매니저 < 관리자 < 최고 관리자 and Viewer < User < Analyst < Manager <
 * Admin < Super admin — and a screen keeps the name its menu entry gives it. The names live in
 * common.json `roles`; this test fails on a spelling that names the same thing differently, in the
 * catalogues, the server's mails and messages, the docs and the README.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');
const ROLES = ['viewer', 'user', 'analyst', 'manager', 'admin', 'super_admin'] as const;

/** Other names seen for a role or a screen, per language (the left side of each pair in the issue). */
const VARIANTS: Record<string, { pattern: RegExp; use: string }[]> = {
  ko: [
    { pattern: /뷰어|열람자/, use: '조회자' },
    { pattern: /조회 권한/, use: '조회자 권한' },
    { pattern: /최고관리자|슈퍼\s?관리자|수퍼\s?관리자/, use: '최고 관리자' },
    { pattern: /일반사용자/, use: '일반 사용자' },
    { pattern: /일반 운송원가|총괄원가 산정/, use: '총괄원가' },
    { pattern: /재무데이터\s?센터|재무 데이터센터/, use: '재무 데이터 센터' },
    { pattern: /(?<!적정)투자보수(?!율)/, use: '적정투자보수' },
  ],
  en: [
    { pattern: /\bsuper[ -]?administrators?\b|\btop administrators?\b/i, use: 'Super admin' },
    // Case-sensitive: the code's own `superAdmin` identifiers are not text.
    { pattern: /\b[Ss]uperadmins?\b(?![@.])/, use: 'Super admin' },
    { pattern: /\bread-only (users?|viewers?)\b/i, use: 'Viewer' },
    { pattern: /\bgeneral transport(ation)? cost\b/i, use: 'Total cost' },
  ],
  ja: [{ pattern: /スーパー管理者|ビューア|一般運送原価/, use: 'common.json roles / nav titles' }],
};

type Text = { where: string; text: string };

function strings(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, `${where}.${key}`));
  return [];
}

function catalogue(language: string): { namespace: string; data: Record<string, unknown> }[] {
  const folder = join(here, language);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      namespace: file.replace(/\.json$/, ''),
      data: JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>,
    }));
}

/** Every `roles` block of a catalogue (common.json's and any copy, e.g. landing.json's). */
function roleBlocks(value: unknown, where: string): { where: string; roles: unknown }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'roles' && child && typeof child === 'object' && 'viewer' in child
      ? [{ where: `${where}.${key}`, roles: child }]
      : roleBlocks(child, `${where}.${key}`),
  );
}

function files(folder: string, accept: (path: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return files(path, accept);
    return accept(path) ? [path] : [];
  });
}

function offences(texts: Text[], language: string): string[] {
  return texts.flatMap(({ where, text }) =>
    (VARIANTS[language] ?? [])
      .filter(({ pattern }) => pattern.test(text))
      .map(({ pattern, use }) => `${where}: "${text.match(pattern)?.[0]}" — use ${use}`),
  );
}

const LANGUAGES = ['ko', 'en', 'ja'].filter((language) => catalogue(language).length > 0);

describe.each(LANGUAGES)('%s: one name per thing', (language) => {
  const namespaces = catalogue(language);
  const common = namespaces.find((n) => n.namespace === 'common')?.data;
  const canonical = (common?.roles ?? {}) as Record<string, string>;

  it('names every role once, in common.json', () => {
    for (const role of ROLES) expect(canonical[role], role).toBeTruthy();
    expect(new Set(Object.values(canonical)).size).toBe(ROLES.length);
  });

  it('every other roles block uses exactly those names', () => {
    const blocks = namespaces.flatMap((n) => roleBlocks(n.data, n.namespace));
    for (const block of blocks)
      for (const role of ROLES) {
        const name = (block.roles as Record<string, unknown>)[role];
        if (name !== undefined) expect(name, `${block.where}.${role}`).toBe(canonical[role]);
      }
  });

  it('no text calls a role or a screen by another name', () => {
    const texts = namespaces.flatMap((n) => strings(n.data, n.namespace));
    expect(offences(texts, language)).toEqual([]);
  });
});

describe('outside the web catalogues', () => {
  const read = (path: string): Text[] => [
    { where: relative(root, path), text: readFileSync(path, 'utf8') },
  ];

  it("the server's mails and messages use the same Korean and English names", () => {
    const sources = files(
      join(root, 'apps', 'server', 'src'),
      (p) => p.endsWith('.ts') && !p.includes('.test.'),
    );
    const texts = sources.flatMap(read);
    expect([...offences(texts, 'ko'), ...offences(texts, 'en')]).toEqual([]);
  });

  it('the README and the user and operator guides use them too', () => {
    const docs = [join(root, 'README.md'), ...files(join(root, 'docs'), (p) => p.endsWith('.md'))];
    const texts = docs.flatMap(read);
    expect([...offences(texts, 'ko'), ...offences(texts, 'en')]).toEqual([]);
  });
});
