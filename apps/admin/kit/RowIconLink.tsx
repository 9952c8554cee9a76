import { Button, Tooltip } from '@fluentui/react-components';
import type { MouseEvent, ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOOLTIP } from '../../../shared/constants';

/**
 * A list row's icon link to another admin screen, named by its tooltip: a real link (a new tab
 * with a modifier key or the middle button), otherwise a navigation inside the app.
 */
export function RowIconLink({ to, label, icon }: { to: string; label: string; icon: ReactElement }) {
  const navigate = useNavigate();
  const onClick = (click: MouseEvent<HTMLAnchorElement>) => {
    if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.button !== 0) return;
    click.preventDefault();
    void navigate(to);
  };
  return (
    <Tooltip content={label} relationship="label" showDelay={TOOLTIP.openDelayMs}>
      <Button as="a" href={to} appearance="subtle" icon={icon} onClick={onClick} />
    </Tooltip>
  );
}
