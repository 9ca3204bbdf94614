import { Typography } from 'antd';
import { useMemo } from 'react';
import { sanitizePostHtml } from '../lib/sanitize-post-html';

/** The body HTML, sanitised again in the browser before it is shown. */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePostHtml(html), [html]);
  return (
    <Typography>
      <div
        className="board-post__body"
        data-testid="board-post-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in sanitizePostHtml
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Typography>
  );
}
