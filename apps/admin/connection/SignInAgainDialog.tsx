import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../shared/entities';
import { LoginForm } from '../auth';
import { adminKeys } from '../queries/content';
import { useCurrentUser } from '../session';
import { afterSignInAgain, dispatchConnection, restoreFocusAfterSignIn, useConnectionState } from './store';

const useStyles = makeStyles({
  surface: { maxWidth: '28rem', width: 'calc(100vw - 32px)' },
  content: { display: 'grid', gap: tokens.spacingVerticalL },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const noop = () => undefined;

/**
 * "Sign in again" after the session expired: the auth page's login form in a dialog over the current
 * screen. Nothing navigates, so a form being edited underneath keeps its values; once signed in, the
 * banner goes and the user can press Save again. (Signing in as someone else starts from the dashboard.)
 */
export function SignInAgainDialog() {
  const { t } = useTranslation(['admin', 'auth']);
  const styles = useStyles();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signInOpen } = useConnectionState();
  const { data: user } = useCurrentUser();
  const before = user ?? null;
  // Set when the dialog closes because the user signed in (not on Cancel: focus then returns to
  // the "Sign in again" button, which is still there).
  const signedInHere = useRef(false);

  const onSignedIn = (signedIn: User) => {
    if (before && signedIn.id !== before.id) {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      void navigate('/admin');
    }
    signedInHere.current = true;
    afterSignInAgain(queryClient);
  };

  return (
    <Dialog
      open={signInOpen}
      onOpenChange={(_event, data) => dispatchConnection({ type: data.open ? 'open-sign-in' : 'close-sign-in' })}
      surfaceMotion={{
        onMotionFinish: (_event, { direction }) => {
          if (direction !== 'exit' || !signedInHere.current) return;
          signedInHere.current = false;
          restoreFocusAfterSignIn();
        },
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('admin:connection.signInTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.text}>{t('admin:connection.signInText')}</p>
            {/* Mounted while the dialog is (closing included): the sign-in's own callbacks must still run
                once the login closes the dialog. */}
            <LoginForm
              embedded={{ username: before?.username ?? '' }}
              onStart={noop}
              onFailed={noop}
              onSignedIn={onSignedIn}
            />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="secondary">{t('admin:form.cancel')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
