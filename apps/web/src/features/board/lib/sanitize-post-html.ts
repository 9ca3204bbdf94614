import DOMPurify from 'dompurify';

/**
 * A post body made safe to show: the server sanitised it when saved, and the browser sanitises it
 * again so a stored body can never run script (event handlers, <script>, javascript: links go).
 * Links open in a new tab without a handle on ours; images load lazily.
 */
export function sanitizePostHtml(html: string): string {
  // DOMParser gives an inert document: nothing in it loads or runs while it is post-processed.
  const { body } = new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html');
  for (const link of body.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  for (const image of body.querySelectorAll('img')) image.setAttribute('loading', 'lazy');
  return body.innerHTML;
}
