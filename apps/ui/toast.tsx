import {
  Toast,
  ToastBody,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useCallback, useRef, type PointerEvent } from 'react';
import { TOAST } from '../../shared/constants';

/** The one toaster of every client. */
export const TOASTER_ID = 'chamber-toaster';

/** A toast: title, description, variant. */
export interface Notice {
  title: string;
  description?: string;
  /** 'info' tells without claiming success (e.g. "not available yet"). */
  variant?: 'default' | 'destructive' | 'info';
}

/** The toast viewport: 5 s auto-dismiss, one toast at a time, F8 moves focus to it. */
export function AppToaster() {
  return (
    <Toaster
      toasterId={TOASTER_ID}
      limit={TOAST.limit}
      timeout={TOAST.autoDismissMs}
      position="bottom-end"
      pauseOnHover
      pauseOnWindowBlur
      shortcuts={{ focus: (event) => event.key === TOAST.viewportHotkey }}
    />
  );
}

function SwipeableToast({ notice, onSwipe }: { notice: Notice; onSwipe: () => void }) {
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    // Swiping 50 px to the right dismisses the toast.
    if (start.current !== null && event.clientX - start.current >= TOAST.swipeThresholdPx) onSwipe();
    start.current = null;
  };
  return (
    <Toast onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
      <ToastTitle>{notice.title}</ToastTitle>
      {notice.description ? <ToastBody>{notice.description}</ToastBody> : null}
    </Toast>
  );
}

/** Shows a toast; the newest replaces any toast still on screen. */
export function useNotify(): (notice: Notice) => void {
  const { dispatchToast, dismissAllToasts, dismissToast } = useToastController(TOASTER_ID);
  const prefix = useId('toast');
  const counter = useRef(0);
  return useCallback(
    (notice: Notice) => {
      counter.current += 1;
      const toastId = `${prefix}-${counter.current}`;
      const intent: ToastIntent =
        notice.variant === 'destructive' ? 'error' : notice.variant === 'info' ? 'info' : 'success';
      dismissAllToasts();
      dispatchToast(<SwipeableToast notice={notice} onSwipe={() => dismissToast(toastId)} />, {
        toastId,
        intent,
        politeness: notice.variant === 'destructive' ? 'assertive' : 'polite',
      });
    },
    [dispatchToast, dismissAllToasts, dismissToast, prefix],
  );
}
