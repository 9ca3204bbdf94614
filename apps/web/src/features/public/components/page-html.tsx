import { Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { preparePageHtml } from '../lib/prepare-page-html';
import './page-html.css';

type PageHtmlProps = {
  html: string;
  defaultImageAlt: string;
};

/**
 * Static-page HTML, sanitised and post-processed in the browser. Plain clicks on links to this
 * app are routed inside the SPA instead of reloading the whole application.
 */
export function PageHtml({ html, defaultImageAlt }: PageHtmlProps) {
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const prepared = useMemo(
    () => preparePageHtml(html, { origin: window.location.origin, defaultImageAlt }),
    [html, defaultImageAlt],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !isPlainInternalClick(event, link)) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <Typography>
      <div
        ref={container}
        className="page-html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in preparePageHtml
        dangerouslySetInnerHTML={{ __html: prepared }}
      />
    </Typography>
  );
}

function isPlainInternalClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified =
    event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return (
    !modified &&
    !event.defaultPrevented &&
    link.origin === window.location.origin &&
    !link.hasAttribute('target') &&
    !link.hasAttribute('download')
  );
}
