import { describe, expect, it } from 'vitest';
import { isExternalHref, preparePageHtml } from './prepare-page-html';

const ORIGIN = 'https://bus.example.kr';
const options = { origin: ORIGIN, defaultImageAlt: '페이지 본문 이미지' };

function prepare(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = preparePageHtml(html, options);
  return container;
}

describe('preparePageHtml', () => {
  it('opens links to another origin in a new tab with noopener noreferrer', () => {
    const link = prepare('<p><a href="https://www.molit.go.kr/">국토교통부</a></p>').querySelector(
      'a',
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('treats protocol-relative links to another host as external', () => {
    const link = prepare('<a href="//other.example.com/x">x</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('leaves same-origin, relative, in-page and mailto links alone', () => {
    const container = prepare(
      [
        `<a href="${ORIGIN}/page/about">about</a>`,
        '<a href="/privacy-policy">privacy</a>',
        '<a href="#section-2">section</a>',
        '<a href="mailto:admin@example.kr">mail</a>',
      ].join(''),
    );
    for (const link of container.querySelectorAll('a')) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    }
  });

  it('loads images lazily and gives missing or blank alt text a default', () => {
    const images = prepare(
      '<img src="/a.png"><img src="/b.png" alt="  "><img src="/c.png" alt="노선도">',
    ).querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect([...images].map((image) => image.getAttribute('alt'))).toEqual([
      '페이지 본문 이미지',
      '페이지 본문 이미지',
      '노선도',
    ]);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const container = prepare(
      '<p onclick="alert(1)">본문</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)">',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('p')?.hasAttribute('onclick')).toBe(false);
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.textContent).toContain('본문');
  });

  it('keeps ordinary formatting', () => {
    const container = prepare('<h2>제1조 (목적)</h2><ul><li><strong>가동비</strong></li></ul>');
    expect(container.querySelector('h2')?.textContent).toBe('제1조 (목적)');
    expect(container.querySelector('li strong')?.textContent).toBe('가동비');
  });
});

describe('isExternalHref', () => {
  it('does not throw on unparsable addresses', () => {
    expect(isExternalHref('http://[::1', ORIGIN)).toBe(false);
  });
});
