import { Badge, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type ManagedUser } from '../../../shared/entities';
import { AdminListBody, type AdminColumn } from '../kit/AdminList';
import { DateTimeCell } from '../kit/page';
import { useCurrentUser } from '../session';
import { InvitationsSection } from './InvitationsSection';
import { RequestCell } from './RequestCell';
import { SpamRegistrationsList } from './SpamRegistrationsList';
import { TabHeading } from './TabHeading';
import { useUserCellStyles } from './user-cells';
import { UserActions } from './UserActions';

const useStyles = makeStyles({
  viewSelect: { maxWidth: '16rem', marginBottom: tokens.spacingVerticalM },
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

/**
 * The Users tab (admins): every account, paged and searched by the server, filtered by role and
 * status; pending role requests approved or declined; roles changed; accounts deactivated,
 * activated, given a new password or deleted. A 'Show' choice switches to the spam registrations
 * (bots' registrations, which are no accounts).
 */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const cells = useUserCellStyles();
  const headingId = useId();
  const me = useCurrentUser().data;
  const [view, setView] = useState<UsersView>('accounts');

  const columns: AdminColumn<ManagedUser>[] = [
    {
      key: 'user',
      header: t('admin:users.columns.user'),
      render: (user) => (
        <>
          <span className={cells.name}>
            {user.fullName}
            {user.id === me?.id ? ` ${t('admin:users.you')}` : ''}
          </span>
          <span className={cells.sub}>{user.username}</span>
          <span className={cells.sub}>
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
        <Badge appearance="outline" color={user.role === 'admin' ? 'brand' : 'informative'} className={cells.roleBadge}>
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
          <span className={cells.muted}>{t('admin:users.never')}</span>
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
