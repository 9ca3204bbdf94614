import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize-post-html';

describe('sanitizePostHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">글</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">a</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<img src="x" loading="lazy">');
  });

  it('opens links in a new tab without a handle on the board', () => {
    const html = sanitizePostHtml('<a href="https://example.com">예시</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
