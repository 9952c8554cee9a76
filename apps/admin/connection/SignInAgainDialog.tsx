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
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../shared/entities';
import { LoginForm } from '../auth/LoginForm';
import { adminKeys } from '../admin-queries';
import { useCurrentUser } from '../session';
import { afterSignInAgain, dispatchConnection, useConnectionState } from './store';

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

  const onSignedIn = (signedIn: User) => {
    if (before && signedIn.id !== before.id) {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      void navigate('/admin');
    }
    afterSignInAgain(queryClient);
  };

  return (
    <Dialog
      open={signInOpen}
      onOpenChange={(_event, data) => dispatchConnection({ type: data.open ? 'open-sign-in' : 'close-sign-in' })}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('admin:connection.signInTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.text}>{t('admin:connection.signInText')}</p>
            {signInOpen ? (
              <LoginForm
                embedded={{ username: before?.username ?? '' }}
                onStart={noop}
                onFailed={noop}
                onSignedIn={onSignedIn}
              />
            ) : null}
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
