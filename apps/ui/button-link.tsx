import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** A link that looks like a Fluent button (web, admin, desktop); internal paths navigate in the app, others open normally. */
export function ButtonLink({
  to,
  children,
  appearance = 'primary',
  size,
  icon,
  className,
  external = false,
}: {
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  /** Opens in a new tab (external registration links, for example). */
  external?: boolean;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (external || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (!to.startsWith('/')) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button
      as="a"
      href={to}
      appearance={appearance}
      size={size}
      icon={icon}
      className={className}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Button>
  );
}
