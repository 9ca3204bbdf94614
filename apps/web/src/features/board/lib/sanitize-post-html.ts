import { BOARD_BODY_ATTRIBUTES, BOARD_BODY_TAGS } from '@bus/domain/board/rules';
import DOMPurify from 'dompurify';

/**
 * A post body made safe to show: the server sanitised it when saved, and the browser sanitises it
 * again, to the same allow-list, so a stored body can never run script or restyle the page.
 * Links open in a new tab without a handle on ours; images load lazily.
 */
export function sanitizePostHtml(html: string): string {
  // DOMParser gives an inert document: nothing in it loads or runs while it is post-processed.
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: BOARD_BODY_TAGS,
    ALLOWED_ATTR: BOARD_BODY_ATTRIBUTES,
  });
  const { body } = new DOMParser().parseFromString(clean, 'text/html');
  for (const link of body.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  for (const image of body.querySelectorAll('img')) image.setAttribute('loading', 'lazy');
  return body.innerHTML;
}
