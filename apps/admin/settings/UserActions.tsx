import {
  Button,
  Dialog,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  DeleteRegular,
  KeyRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
  PersonSwapRegular,
} from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TOOLTIP } from '../../../shared/constants';
import { ASSIGNABLE_ROLES, type ManagedUser, type Role } from '../../../shared/entities';
import { PasswordResetSchema, type PasswordReset } from '../../../shared/schemas/account';
import { useNotify } from '../../ui/toast';
import { useChangeUser, useDeleteUser, useResetPassword, type UserChange } from '../queries/users';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { DialogForm } from '../kit/forms/DialogForm';
import { TextField } from '../kit/forms/FormFields';
import { showBesideFields } from '../../ui/server-fields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useFocusAfterRemoval } from '../kit/ContentActions';
import { useUserFailure } from './user-errors';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  text: { margin: `${tokens.spacingVerticalS} 0 0` },
});

type PasswordResetIn = z.input<typeof PasswordResetSchema>;
const RESET_FIELDS = ['password', 'confirmPassword'] as const;

/** The form of the Set password dialog: new password and confirmation (PasswordResetSchema). */
function SetPasswordForm({ user, onDone }: { user: ManagedUser; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const fail = useUserFailure();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<PasswordResetIn, unknown, PasswordReset>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = (payload: PasswordReset) =>
    reset.mutate(
      { id: user.id, payload },
      {
        onSuccess: () => {
          notify({
            title: t('admin:users.passwordSetTitle'),
            description: t('admin:users.passwordSetText', { name: user.fullName }),
          });
          onDone();
        },
        // Only a validation failure (400) names these fields: the new password is never a duplicate.
        onError: (error) => {
          if (!showBesideFields(error, RESET_FIELDS, setError)) fail(t('admin:users.passwordFailed'), error);
        },
      },
    );
  return (
    <DialogForm
      title={t('admin:users.setPasswordTitle', { name: user.fullName })}
      submitLabel={t('admin:users.setPassword')}
      pending={reset.isPending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p className={styles.text}>{t('admin:users.setPasswordText')}</p>
      <TextField
        control={control}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('admin:users.newPassword')}
        required
      />
      <TextField
        control={control}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('admin:users.confirmPassword')}
        required
      />
    </DialogForm>
  );
}

/** One user's buttons: change role (menu), deactivate/activate, set password, delete. */
export function UserActions({ user, isSelf }: { user: ManagedUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const fail = useUserFailure();
  const change = useChangeUser();
  const remove = useDeleteUser();
  const willLeave = useFocusAfterRemoval();
  const restoreFocus = useRestoreFocusTarget();
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | 'password' | null>(null);
  const [passwordKey, setPasswordKey] = useState(0);
  const name = user.fullName;

  const setRole = (role: Role) => {
    if (role === user.role) return;
    const roleName = t(`admin:roles.${role}`);
    change.mutate(
      { id: user.id, action: 'role', role },
      {
        onSuccess: () => {
          willLeave();
          notify({
            title: t('admin:users.roleChangedTitle'),
            description: t('admin:users.roleChangedText', { name, role: roleName }),
          });
        },
        onError: (error) => fail(t('admin:users.changeFailed'), error),
      },
    );
  };

  const setActive = (action: 'deactivate' | 'activate') =>
    change.mutate({ id: user.id, action } satisfies UserChange, {
      onSuccess: () => {
        willLeave();
        setDialog(null);
        notify({ title: t(`admin:users.${action}dTitle`), description: t(`admin:users.${action}dText`, { name }) });
      },
      onError: (error) => {
        setDialog(null);
        fail(t('admin:users.changeFailed'), error);
      },
    });

  const onDelete = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        willLeave();
        setDialog(null);
        notify({ title: t('admin:users.deletedTitle'), description: t('admin:users.deletedText', { name }) });
      },
      onError: (error) => {
        setDialog(null);
        fail(t('admin:users.deleteFailed'), error);
      },
    });

  const roleLabel = t('admin:users.changeRole', { name });
  const activeLabel = user.active ? t('admin:users.deactivate', { name }) : t('admin:users.activate', { name });
  const passwordLabel = t('admin:users.setPasswordLabel', { name });
  const deleteLabel = t('admin:actions.delete', { name });

  return (
    <div className={styles.actions}>
      <Menu
        checkedValues={{ role: [user.role] }}
        onCheckedValueChange={(_event, data) => {
          const next = data.checkedItems[0];
          if (next) setRole(next as Role);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={roleLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
            <Button
              appearance="subtle"
              icon={change.isPending ? <Spinner size="tiny" /> : <PersonSwapRegular />}
              disabledFocusable={change.isPending}
            />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {/* A member representative's account comes with its company's invitation, never from this menu. */}
            {ASSIGNABLE_ROLES.map((role) => (
              <MenuItemRadio key={role} name="role" value={role}>
                {t(`admin:roles.${role}`)}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Tooltip content={activeLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
        <Button
          {...restoreFocus}
          appearance="subtle"
          icon={user.active ? <PersonProhibitedRegular /> : <PersonAvailableRegular />}
          disabledFocusable={change.isPending}
          // Deactivating signs the user out at once: it asks first. Activating does not.
          onClick={() => (user.active ? setDialog('deactivate') : setActive('activate'))}
        />
      </Tooltip>
      <Tooltip content={passwordLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
        <Button
          {...restoreFocus}
          appearance="subtle"
          icon={<KeyRegular />}
          onClick={() => {
            setPasswordKey((key) => key + 1);
            setDialog('password');
          }}
        />
      </Tooltip>
      <Tooltip content={deleteLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
        <Button {...restoreFocus} appearance="subtle" icon={<DeleteRegular />} onClick={() => setDialog('delete')} />
      </Tooltip>
      <ConfirmDialog
        open={dialog === 'deactivate'}
        onOpenChange={(open) => setDialog(open ? 'deactivate' : null)}
        title={t('admin:users.deactivateTitle')}
        name={name}
        text={isSelf ? t('admin:users.deactivateSelfText') : t('admin:users.deactivateText')}
        confirm={t('admin:users.deactivateConfirm')}
        cancel={t('admin:common.cancel')}
        pending={change.isPending}
        onConfirm={() => setActive('deactivate')}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('admin:deleteDialog.title')}
        name={name}
        text={isSelf ? t('admin:users.deleteSelfText') : t('admin:users.deleteText')}
        confirm={t('admin:deleteDialog.yes')}
        cancel={t('admin:deleteDialog.no')}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
      <Dialog open={dialog === 'password'} onOpenChange={(_event, data) => setDialog(data.open ? 'password' : null)}>
        <AdminDialogSurface>
          <SetPasswordForm key={passwordKey} user={user} onDone={() => setDialog(null)} />
        </AdminDialogSurface>
      </Dialog>
    </div>
  );
}
