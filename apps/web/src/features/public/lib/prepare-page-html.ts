import DOMPurify from 'dompurify';

export type PreparePageHtmlOptions = {
  /** Origin of the running app; links to any other origin count as external. */
  origin: string;
  /** Text given to images that have no alt text (translated by the caller). */
  defaultImageAlt: string;
};

/**
 * Makes static-page HTML safe and pleasant to show (data-center-board-admin.md §2 "Static page"):
 * sanitises it again in the browser (the server already did, but the page must not depend on that),
 * opens external links in a new tab without giving that tab a handle on ours, loads images lazily
 * and gives images without alt text a default one.
 */
export function preparePageHtml(html: string, options: PreparePageHtmlOptions): string {
  // DOMParser gives an inert document: nothing in it loads or runs while it is post-processed.
  const { body } = new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html');

  for (const link of body.querySelectorAll('a[href]')) {
    if (isExternalHref(link.getAttribute('href') ?? '', options.origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }

  for (const image of body.querySelectorAll('img')) {
    image.setAttribute('loading', 'lazy');
    // Editors often leave alt="" by accident; an empty alt would hide the image from screen readers.
    if (!image.getAttribute('alt')?.trim()) image.setAttribute('alt', options.defaultImageAlt);
  }

  return body.innerHTML;
}

/** An http(s) link whose origin differs from ours; mailto:, tel: and in-page links are not external. */
export function isExternalHref(href: string, origin: string): boolean {
  const url = parseUrl(href, origin);
  if (!url) return false;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
}

// URL.canParse would read better but is missing from browsers older than 2023.
function parseUrl(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}
