import {
  Button,
  DialogSurface,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
  type DialogSurfaceProps,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverNameOf, useAdminHost } from '../host';
import { useCurrentUser } from '../session';
import { visibleProblems } from './state';
import { dispatchConnection, retryConnection, useConnectionState } from './store';

const useStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalS },
  // A dialog with the banner: the banner on top, the dialog's body shrinks (its content scrolls) so
  // the actions stay on screen.
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' },
    '& .fui-DialogBody': { minHeight: 0, maxHeight: 'none', flex: '1 1 auto' },
  },
  banner: { flexShrink: 0 },
});

/** Which banners show now: an unreachable server always, an expired session only while signed in. */
export function useConnectionProblems() {
  const state = useConnectionState();
  const { data: user } = useCurrentUser();
  return { state, ...visibleProblems(state, Boolean(user)) };
}

/**
 * The connection banner (admin shell, auth page, admin dialogs): "Cannot reach the server … [Retry]"
 * and "Your session has expired. [Sign in again]". Nothing navigates and nothing is reset, so a
 * form being edited keeps its values; Retry and signing in again refetch what failed.
 */
export function ConnectionBanner({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const queryClient = useQueryClient();
  const host = useAdminHost();
  const { state, unreachable, expired } = useConnectionProblems();
  if (!unreachable && !expired) return null;
  return (
    <div className={mergeClasses(styles.stack, className)}>
      {unreachable ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:connection.unreachableTitle', { server: serverNameOf(host) })}</MessageBarTitle>{' '}
            {state.retryFailed ? t('admin:connection.stillUnreachable') : t('admin:connection.unreachableText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              disabledFocusable={state.retrying}
              icon={state.retrying ? <Spinner size="tiny" /> : undefined}
              onClick={() => void retryConnection(queryClient)}
            >
              {state.retrying ? t('admin:connection.retrying') : t('admin:connection.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {expired ? (
        <MessageBar intent="warning" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:connection.expiredTitle')}</MessageBarTitle> {t('admin:connection.expiredText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" onClick={() => dispatchConnection({ type: 'open-sign-in' })}>
              {t('admin:connection.signInAgain')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );
}

/**
 * The DialogSurface of every admin dialog: a modal dialog hides the shell's banner, so the banner
 * shows at the top of the dialog too (Retry and "Sign in again" stay reachable, by keyboard as well).
 */
export function AdminDialogSurface({ className, children, ...props }: DialogSurfaceProps) {
  const styles = useStyles();
  const { unreachable, expired } = useConnectionProblems();
  const shown = unreachable || expired;
  return (
    <DialogSurface {...props} className={mergeClasses(shown && styles.surface, className)}>
      {shown ? <ConnectionBanner className={styles.banner} /> : null}
      {children}
    </DialogSurface>
  );
}
