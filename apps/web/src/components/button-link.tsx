import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type ButtonLinkProps = Pick<ButtonProps, 'type' | 'size' | 'icon' | 'block' | 'children'> & {
  to: string;
  'data-testid'?: string;
};

/**
 * A link styled as an antd button: a real <a> (role link, ctrl-click opens a tab) that navigates
 * inside the SPA on a plain click, instead of a button nested in a link.
 */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      // antd renders an <a> when href is set, so the event does come from an anchor.
      onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
