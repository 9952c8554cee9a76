import {
  Badge,
  Button,
  Dialog,
  Field,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import {
  CheckmarkRegular,
  DeleteRegular,
  DismissRegular,
  KeyRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
  PersonSwapRegular,
} from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TOOLTIP } from '../../../shared/constants';
import { ASSIGNABLE_ROLES, ROLES, type ManagedUser, type Role, type SpamRegistration } from '../../../shared/entities';
import { PasswordResetSchema, type PasswordReset } from '../../../shared/schemas/account';
import { useNotify } from '../../ui/toast';
import { useChangeUser, useDeleteUser, useResetPassword, type UserChange } from '../admin-queries';
import { DialogForm } from '../content/DialogForm';
import { TextField } from '../content/FormFields';
import { showBesideFields } from '../content/server-fields';
import { AdminListBody, type AdminColumn } from '../screens/AdminList';
import { ConfirmedDeleteButton, useFocusAfterRemoval } from '../screens/ContentActions';
import { DateTimeCell } from '../screens/page';
import { useCurrentUser } from '../session';
import { userFailureKey } from './user-errors';
import { ConfirmDialog } from '../screens/ConfirmDialog';
import { useFailureToast } from '../screens/failure-toast';
import { InvitationsSection } from './InvitationsSection';
import { TabHeading } from './TabHeading';

const useStyles = makeStyles({
  name: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  // Long usernames and addresses break between words (and after the '@'), mid-word only when a
  // single part is wider than the column.
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'break-word',
  },
  request: { display: 'grid', gap: tokens.spacingVerticalXS, justifyItems: 'start' },
  requestButtons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  // A role's name may be longer than its column ('Representante de socio'): the pill grows to two
  // lines instead of the text running out of it (a badge is one 20px line by default), and a single
  // word too long for the column breaks inside the pill rather than spilling over the next cell.
  roleBadge: {
    height: 'auto',
    minHeight: '20px',
    maxWidth: '100%',
    paddingTop: '1px',
    paddingBottom: '1px',
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  text: { margin: `${tokens.spacingVerticalS} 0 0` },
  viewSelect: { maxWidth: '16rem', marginBottom: tokens.spacingVerticalM },
  intro: { margin: `0 0 ${tokens.spacingVerticalL}`, maxWidth: '48rem', color: tokens.colorNeutralForeground2 },
});

/** An e-mail address that may wrap after its '@' (the mailbox and the domain stay whole). */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** What the Users tab lists: the accounts, or the registrations bots sent (honeypot filled in). */
type UsersView = 'accounts' | 'spam';
const USERS_VIEWS: readonly UsersView[] = ['accounts', 'spam'];

/** The toast of a failed user change: the server's reason translated when it is a known one. */
function useUserFailure() {
  const fail = useFailureToast();
  return (title: string, error: Error) => fail(title, error, userFailureKey(error));
}

/** Approve / Decline of a pending role request. */
function RequestCell({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const fail = useUserFailure();
  const change = useChangeUser();
  const willLeave = useFocusAfterRemoval();
  const [sent, setSent] = useState<'approve' | 'decline' | null>(null);
  const requested = user.requestedRole;
  // Once the request is decided its buttons go: the focus they had moves to the cell's text.
  const decided = useRef(false);
  const none = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (requested || !decided.current) return;
    decided.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) none.current?.focus();
  }, [requested]);
  if (!requested)
    return (
      <span ref={none} tabIndex={-1} className={styles.muted}>
        {t('admin:users.noRequest')}
      </span>
    );
  const role = t(`admin:roles.${requested}`);
  const decide = (action: 'approve' | 'decline') => {
    setSent(action);
    change.mutate(
      { id: user.id, action },
      {
        onSuccess: () => {
          // The buttons go (and a 'requests' filter drops the row): focus then goes to the heading.
          decided.current = true;
          willLeave();
          notify({
            title: t(`admin:users.${action}dTitle`),
            description: t(`admin:users.${action}dText`, { name: user.fullName, role }),
          });
        },
        onError: (error) => fail(t('admin:users.changeFailed'), error),
      },
    );
  };
  const busy = (action: 'approve' | 'decline') =>
    change.isPending && sent === action ? <Spinner size="tiny" /> : undefined;
  return (
    <div className={styles.request}>
      <Badge appearance="tint" color="warning" className={styles.roleBadge}>
        {role}
      </Badge>
      <div className={styles.requestButtons}>
        <Button
          size="small"
          icon={busy('approve') ?? <CheckmarkRegular />}
          aria-label={t('admin:users.approveLabel', { name: user.fullName, role })}
          disabledFocusable={change.isPending}
          onClick={() => decide('approve')}
        >
          {t('admin:users.approve')}
        </Button>
        <Button
          size="small"
          icon={busy('decline') ?? <DismissRegular />}
          aria-label={t('admin:users.declineLabel', { name: user.fullName, role })}
          disabledFocusable={change.isPending}
          onClick={() => decide('decline')}
        >
          {t('admin:users.decline')}
        </Button>
      </div>
    </div>
  );
}

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
function UserActions({ user, isSelf }: { user: ManagedUser; isSelf: boolean }) {
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

/** A spam registration's Delete button: asks first, then DELETE (the row leaves the list). */
function DeleteSpamRegistration({ registration }: { registration: SpamRegistration }) {
  const { t } = useTranslation('admin');
  const name = registration.username;
  return (
    <ConfirmedDeleteButton
      kind="users/spam-registrations"
      id={registration.id}
      label={t('admin:actions.delete', { name })}
      dialog={{
        title: t('admin:deleteDialog.title'),
        name,
        text: t('admin:users.spam.deleteText'),
        confirm: t('admin:deleteDialog.yes'),
        cancel: t('admin:deleteDialog.no'),
      }}
      done={{ title: t('admin:users.spam.deletedTitle'), description: t('admin:users.spam.deletedText', { name }) }}
      failed={{ title: t('admin:users.deleteFailed'), gone: t('admin:users.spam.goneText') }}
    />
  );
}

/**
 * The Users tab's spam view: registrations sent with the register form's honeypot filled in, newest
 * first, searched by the server; each can be deleted. They are no accounts (nobody signs in with
 * them), so they have none of the account actions.
 */
function SpamRegistrationsList({ captionId }: { captionId: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const columns: AdminColumn<SpamRegistration>[] = [
    {
      key: 'registration',
      header: t('admin:users.spam.columns.registration'),
      render: (registration) => (
        <>
          <span className={styles.name}>{registration.fullName}</span>
          <span className={styles.sub}>{registration.username}</span>
          <span className={styles.sub}>{registration.email}</span>
        </>
      ),
    },
    {
      key: 'requested',
      header: t('admin:users.columns.requestedRole'),
      width: '10rem',
      render: (registration) =>
        registration.requestedRole ? (
          t(`admin:roles.${registration.requestedRole}`)
        ) : (
          <span className={styles.muted}>{t('admin:users.noRequest')}</span>
        ),
    },
    {
      key: 'received',
      header: t('admin:users.spam.columns.received'),
      width: '11rem',
      render: (registration) => <DateTimeCell value={registration.createdAt} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '6rem',
      render: (registration) => <DeleteSpamRegistration registration={registration} />,
    },
  ];
  return (
    <>
      <p className={styles.intro}>{t('admin:users.spam.intro')}</p>
      <AdminListBody
        kind="users/spam-registrations"
        captionId={captionId}
        searchLabel={t('admin:users.spam.search')}
        searchPlaceholder={t('admin:users.searchPlaceholder')}
        columns={columns}
        minWidth="720px"
      />
    </>
  );
}

/**
 * The Users tab (admins): every account, paged and searched by the server, filtered by role and
 * status; pending role requests approved or declined; roles changed; accounts deactivated,
 * activated, given a new password or deleted. A 'Show' choice switches to the spam registrations
 * (bots' registrations, which are no accounts).
 */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const me = useCurrentUser().data;
  const [view, setView] = useState<UsersView>('accounts');

  const columns: AdminColumn<ManagedUser>[] = [
    {
      key: 'user',
      header: t('admin:users.columns.user'),
      render: (user) => (
        <>
          <span className={styles.name}>
            {user.fullName}
            {user.id === me?.id ? ` ${t('admin:users.you')}` : ''}
          </span>
          <span className={styles.sub}>{user.username}</span>
          <span className={styles.sub}>
            <EmailAddress email={user.email} />
          </span>
        </>
      ),
    },
    {
      key: 'role',
      header: t('admin:users.columns.role'),
      // Wide enough for the longest single word of a role's name ('Medlemsrepresentant').
      width: '9.5rem',
      render: (user) => (
        <Badge
          appearance="outline"
          color={user.role === 'admin' ? 'brand' : 'informative'}
          className={styles.roleBadge}
        >
          {t(`admin:roles.${user.role}`)}
        </Badge>
      ),
    },
    {
      key: 'requested',
      header: t('admin:users.columns.requestedRole'),
      // As wide as the role column: the requested role's badge, with Approve and Decline below it.
      width: '9.5rem',
      render: (user) => <RequestCell user={user} />,
    },
    {
      key: 'status',
      header: t('admin:users.columns.status'),
      width: '6rem',
      render: (user) =>
        user.active ? (
          <Badge appearance="tint" color="success">
            {t('admin:users.active')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="danger">
            {t('admin:users.deactivated')}
          </Badge>
        ),
    },
    {
      key: 'lastLogin',
      header: t('admin:users.columns.lastLogin'),
      // One line of 'dd MMM yyyy HH:mm' (the header may wrap).
      width: '8.5rem',
      render: (user) =>
        user.lastLoginAt ? (
          <DateTimeCell value={user.lastLoginAt} />
        ) : (
          <span className={styles.muted}>{t('admin:users.never')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      // Four icon buttons (32px each) and their gaps, nothing more: the room goes to the user column.
      width: '8.5rem',
      render: (user) => <UserActions user={user} isSelf={user.id === me?.id} />,
    },
  ];

  return (
    <>
      <TabHeading id={headingId}>{t('admin:settings.users.heading')}</TabHeading>
      <InvitationsSection />
      {/* Outside the lists, so it keeps the focus while the list below changes. */}
      <Field className={styles.viewSelect} label={t('admin:users.view')}>
        <Select value={view} onChange={(_event, data) => setView(data.value as UsersView)}>
          {USERS_VIEWS.map((value) => (
            <option key={value} value={value}>
              {t(`admin:users.views.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {view === 'spam' ? (
        <SpamRegistrationsList captionId={headingId} />
      ) : (
        <AdminListBody
          kind="users"
          captionId={headingId}
          searchLabel={t('admin:users.search')}
          searchPlaceholder={t('admin:users.searchPlaceholder')}
          filters={[
            {
              name: 'role',
              label: t('admin:users.columns.role'),
              options: ROLES.map((role) => ({ value: role, label: t(`admin:roles.${role}`) })),
            },
            {
              name: 'status',
              label: t('admin:users.columns.status'),
              options: [
                { value: 'active', label: t('admin:users.active') },
                { value: 'inactive', label: t('admin:users.deactivated') },
                { value: 'requests', label: t('admin:users.requests') },
              ],
            },
          ]}
          columns={columns}
          // The user column gets what the others (42rem) and every cell's padding (1rem each) leave:
          // at least 10rem of text, so an address breaks at most after its '@'. Narrower than the
          // list's room beside the sidebar at 1280px, so the table needs no sideways scrolling there.
          minWidth="928px"
        />
      )}
    </>
  );
}
