import { BOARD_BODY_ATTRIBUTES, BOARD_BODY_TAGS } from '@bus/domain';
import DOMPurify from 'isomorphic-dompurify';

/**
 * What a board body may contain (issue 17 §4): the editor's formatting, links to web and mail
 * addresses, and images served by our own attachment route. Everything else (scripts, event
 * handlers, styles, SVG, iframes, forms, other URL schemes) is removed on save; the web
 * sanitises again before rendering.
 */
const ATTACHMENT_SRC = /^\/api\/board\/attachments\/[0-9a-f-]{36}$/;
const LINK_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Block ends that become a space in the text, so "…끝</p><p>다음…" does not read "끝다음". */
const BLOCK_END = /<(?:br|\/p|\/h[1-4]|\/li|\/blockquote|\/pre)\b[^>]*>/gi;

type HookNode = Parameters<Parameters<typeof DOMPurify.addHook>[1]>[0];

function checkUrls(node: HookNode): void {
  if (!('getAttribute' in node)) return;
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!LINK_HREF.test(href)) node.removeAttribute('href');
    else {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
  }
  if (node.nodeName === 'IMG' && !ATTACHMENT_SRC.test(node.getAttribute('src') ?? '')) {
    node.remove();
  }
}

/**
 * Bounds on the markup of a body, checked by a linear scan before any parser sees it: the HTML
 * parser is quadratic on deep nests of formatting tags (4,000 unclosed <b> took seconds and made
 * DOMPurify throw), and the editor's output is shallow. A long report stays far inside both.
 */
export const BODY_MAX_TAGS = 2_000;
export const BODY_MAX_DEPTH = 40;
const TAG_TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi;
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'embed',
  'source',
  'track',
  'wbr',
  'param',
]);

/** Whether the markup is small and shallow enough to sanitise. */
export function markupWithinBounds(html: string): boolean {
  let tags = 0;
  let depth = 0;
  for (const match of html.matchAll(TAG_TOKEN)) {
    tags += 1;
    if (tags > BODY_MAX_TAGS) return false;
    const [, closing, name = '', selfClosing] = match;
    if (VOID.has(name.toLowerCase()) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > BODY_MAX_DEPTH) return false;
  }
  return true;
}

export class BodyTooComplexError extends Error {}

/**
 * The stored HTML of a body and its plain text (for the preview and search). Markup outside the
 * bounds, or that the sanitiser refuses, throws BodyTooComplexError: nothing is stored.
 */
export function sanitizeBody(html: string): { html: string; text: string } {
  if (!markupWithinBounds(html)) throw new BodyTooComplexError();
  // The hook is added and removed around one synchronous call: other users of DOMPurify (static
  // pages) never see it.
  DOMPurify.addHook('afterSanitizeAttributes', checkUrls);
  let clean: string;
  try {
    clean = DOMPurify.sanitize(html, {
      ALLOWED_TAGS: BOARD_BODY_TAGS,
      ALLOWED_ATTR: BOARD_BODY_ATTRIBUTES,
      ADD_ATTR: ['target', 'rel'],
      ALLOW_DATA_ATTR: false,
    });
  } catch (error) {
    // DOMPurify refuses some malformed trees outright (a TypeError): the body is refused too.
    throw new BodyTooComplexError(String(error));
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
  return { html: clean, text: textOf(clean) };
}

/** A tag of serialised HTML, quoted attribute values (which may hold ">") included. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(match: string, decimal?: string, hex?: string, name?: string): string {
  const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : null;
  if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  return NAMED[(name ?? '').toLowerCase()] ?? match;
}

/**
 * The text of HTML that DOMPurify has already serialised, blocks separated by a space. A string
 * pass rather than a DOM: importing a large fragment into jsdom took seconds (a 9,000-paragraph
 * body blocked the server for 25 s).
 */
export function textOf(html: string): string {
  return html
    .replace(BLOCK_END, ' $&')
    .replace(TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
