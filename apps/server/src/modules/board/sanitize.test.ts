import { describe, expect, it } from 'vitest';
import { BODY_MAX_TAGS, BodyTooComplexError, sanitizeBody } from './sanitize';

/** Issue 17 acceptance: an XSS corpus in bodies is stored inert. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/board/attachments/00000000-0000-4000-8000-000000000000" onerror="alert(1)">',
  '<a href="javascript:alert(1)">클릭</a>',
  '<a href="  JaVaScRiPt:alert(1)">클릭</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="width: expression(alert(1))">css</p>',
  '<div style="background:url(javascript:alert(1))">css</div>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name=x></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p onclick="alert(1)" onmouseover="alert(1)">핸들러</p>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('sanitizeBody', () => {
  it.each(CORPUS)('stores %s without anything that runs', (html) => {
    const { html: clean } = sanitizeBody(`<p>본문</p>${html}`);
    expect(clean).not.toMatch(/<script|<svg|<iframe|<form|<object|<embed|<base|<meta|<style/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:text|expression\(/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the editor’s formatting, web links and our own images', () => {
    const src = '/api/board/attachments/00000000-0000-4000-8000-000000000000';
    const { html, text } = sanitizeBody(
      `<h2>요약</h2><p><strong>굵게</strong> <em>기울임</em></p><ul><li>하나</li></ul><p><a href="https://bus.example">링크</a></p><img src="${src}" alt="그림">`,
    );
    expect(html).toContain('<h2>요약</h2>');
    expect(html).toContain('<strong>굵게</strong>');
    expect(html).toContain(
      '<a href="https://bus.example" rel="noopener noreferrer nofollow" target="_blank">링크</a>',
    );
    expect(html).toContain(`<img src="${src}" alt="그림">`);
    expect(text).toBe('요약 굵게 기울임 하나 링크');
  });
});

describe('markup bounds', () => {
  it('refuses deep nests and floods of tags before parsing, and keeps a long ordinary body', () => {
    expect(() => sanitizeBody(`${'<b>'.repeat(4000)}x`)).toThrow(BodyTooComplexError);
    expect(() => sanitizeBody('<p>x</p>'.repeat(BODY_MAX_TAGS))).toThrow(BodyTooComplexError);
    const report = `<h2>요약</h2>${'<p>표준운송원가 산정 결과를 공유합니다.</p>'.repeat(500)}`;
    expect(sanitizeBody(report).text).toContain('표준운송원가');
  });
});
