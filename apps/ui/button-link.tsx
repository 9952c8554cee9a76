import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useLinkBehaviour } from './link-behaviour';

/**
 * A link that looks like a Fluent button (web, admin, desktop). Internal paths follow the link
 * behaviour of where it is rendered (in-app navigation in the admin, the page in the visitor's
 * language on the public site); others open normally.
 */
export function ButtonLink({
  to,
  children,
  appearance = 'primary',
  size,
  icon,
  className,
  external = false,
  current = false,
}: {
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  /** Opens in a new tab (external registration links, for example). */
  external?: boolean;
  /** The chosen one of a set of links (a view toggle): said to assistive technology with aria-current. */
  current?: boolean;
}) {
  const links = useLinkBehaviour();
  const internal = !external && to.startsWith('/');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!internal || !links.navigate) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    links.navigate(to);
  };
  return (
    <Button
      as="a"
      href={internal ? links.href(to) : to}
      appearance={appearance}
      size={size}
      icon={icon}
      className={className}
      onClick={onClick}
      {...(current ? { 'aria-current': 'true' as const } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Button>
  );
}
