import DOMPurify from 'isomorphic-dompurify';

/**
 * What a board body may contain (issue 17 §4): the editor's formatting, links to web and mail
 * addresses, and images served by our own attachment route. Everything else (scripts, event
 * handlers, styles, SVG, iframes, forms, other URL schemes) is removed on save; the web
 * sanitises again before rendering.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title'];
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

/** The stored HTML of a body and its plain text (for the preview and search). */
export function sanitizeBody(html: string): { html: string; text: string } {
  // The hook is added and removed around one synchronous call: other users of DOMPurify (static
  // pages) never see it.
  DOMPurify.addHook('afterSanitizeAttributes', checkUrls);
  let clean: string;
  try {
    clean = DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ADD_ATTR: ['target', 'rel'],
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
  return { html: clean, text: textOf(clean) };
}

/** The text of (already clean) HTML, blocks separated by a space. */
export function textOf(html: string): string {
  const spaced = html.replace(BLOCK_END, ' $&');
  const fragment = DOMPurify.sanitize(spaced, { ALLOWED_TAGS: [], RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
