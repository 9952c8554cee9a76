import { Dialog } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { AdminDialogSurface } from '../connection/ConnectionBanner';

/**
 * A dialog open while `value` is set (an item to show, a form to fill in); closing asks the owner
 * to clear it. The last value stays rendered while the dialog fades out, so its content does not
 * vanish before the dialog does.
 */
export function FadingDialog<T>({
  value,
  onClose,
  className,
  children,
}: {
  value: T | null;
  onClose: () => void;
  className?: string;
  children: (shown: T) => ReactNode;
}) {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return (
    <Dialog open={value !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <AdminDialogSurface className={className}>{shown !== null ? children(shown) : null}</AdminDialogSurface>
    </Dialog>
  );
}
