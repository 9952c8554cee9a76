import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SpamRegistration } from '../../../shared/entities';
import { AdminListBody, type AdminColumn } from '../kit/AdminList';
import { ConfirmedDeleteButton } from '../kit/ContentActions';
import { DateTimeCell } from '../kit/page';
import { useUserCellStyles } from './user-cells';

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalL}`, maxWidth: '48rem', color: tokens.colorNeutralForeground2 },
});

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
export function SpamRegistrationsList({ captionId }: { captionId: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const cells = useUserCellStyles();
  const columns: AdminColumn<SpamRegistration>[] = [
    {
      key: 'registration',
      header: t('admin:users.spam.columns.registration'),
      render: (registration) => (
        <>
          <span className={cells.name}>{registration.fullName}</span>
          <span className={cells.sub}>{registration.username}</span>
          <span className={cells.sub}>{registration.email}</span>
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
          <span className={cells.muted}>{t('admin:users.noRequest')}</span>
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
