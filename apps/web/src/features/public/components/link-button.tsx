import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkButtonProps = Pick<
  ButtonProps,
  'type' | 'size' | 'icon' | 'ghost' | 'block' | 'children'
> & {
  to: string;
};

/**
 * An antd button that is a real link (role link, opens in a new tab with ctrl-click) but navigates
 * inside the SPA on a plain click.
 */
export function LinkButton({ to, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      // With href set antd renders an <a>, so the event really comes from an anchor.
      onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
