import {
  Badge,
  Button,
  Dialog,
  DialogTrigger,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MailRegular, PersonAddRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES, isLanguage } from '../../../shared/constants';
import { STAFF_ROLES, type Invitation } from '../../../shared/entities';
import { InvitationCreateSchema } from '../../../shared/schemas';
import { apiRequest } from '../../ui/api';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { adminKeys } from '../queries/content';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { DialogForm } from '../kit/forms/DialogForm';
import { SelectField } from '../kit/forms/ChoiceFields';
import { TextField } from '../kit/forms/FormFields';
import { showBesideFields } from '../../ui/server-fields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useFailureToast } from '../kit/failure-toast';
import { DATE_TIME_FORMAT } from '../kit/page';

const INVITATIONS_KEY = ['admin', 'invitations'] as const;
const INVITE_FIELDS = ['fullName', 'email', 'role', 'language'] as const;
type InviteForm = z.input<typeof InvitationCreateSchema>;
type InviteValues = z.output<typeof InvitationCreateSchema>;

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalXL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { flexGrow: 1, minWidth: '14rem', display: 'grid' },
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () => apiRequest<{ items: Invitation[] }>('GET', '/api/admin/invitations'),
  });
}

/** After any change: the list, and the activity feed (each change is audited). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
  };
}

/** The Add user dialog's form: name, e-mail, role and the language of the invitation mail. */
function InviteDialogForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotify();
  const fail = useFailureToast();
  const refresh = useRefresh();
  const create = useMutation({
    mutationFn: (payload: InviteValues) => apiRequest<Invitation>('POST', '/api/admin/invitations', payload),
    onSuccess: refresh,
  });
  const { control, handleSubmit, setError } = useForm<InviteForm, unknown, InviteValues>({
    resolver: zodResolver(InvitationCreateSchema),
    defaultValues: {
      fullName: '',
      email: '',
      role: 'viewer',
      // The mail's language: the admin's own by default.
      language: isLanguage(i18n.language) ? i18n.language : 'en',
    },
  });
  const submit = (values: InviteValues) =>
    create.mutate(values, {
      onSuccess: (invitation) => {
        notify({
          title: t('admin:invitations.sentTitle'),
          description: t('admin:invitations.sentText', { email: invitation.email }),
        });
        onDone();
      },
      onError: (error) => {
        if (!showBesideFields(error, INVITE_FIELDS, setError)) fail(t('admin:invitations.sendFailed'), error);
      },
    });
  return (
    <DialogForm
      title={t('admin:invitations.addTitle')}
      submitLabel={t('admin:invitations.send')}
      pending={create.isPending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p>{t('admin:invitations.addText')}</p>
      <TextField
        control={control}
        name="fullName"
        autoComplete="off"
        label={t('admin:invitations.fullName')}
        required
      />
      <TextField
        control={control}
        name="email"
        type="email"
        autoComplete="off"
        label={t('admin:invitations.email')}
        required
      />
      <SelectField
        control={control}
        name="role"
        label={t('admin:invitations.role')}
        required
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin:roles.${role}`) }))}
      />
      <SelectField
        control={control}
        name="language"
        label={t('admin:invitations.language')}
        required
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`admin:invitations.languages.${language}`),
        }))}
      />
    </DialogForm>
  );
}

/** One pending invitation: who, role, until when; Resend and Revoke (which asks first). */
function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const fail = useFailureToast();
  const refresh = useRefresh();
  const restoreFocus = useRestoreFocusTarget();
  const [confirming, setConfirming] = useState(false);
  const act = useMutation({
    mutationFn: (action: 'resend' | 'revoke') =>
      apiRequest<Invitation | undefined>('POST', `/api/admin/invitations/${invitation.id}/${action}`, {
        version: invitation.version,
      }),
    onSettled: refresh,
  });
  const name = invitation.fullName;
  const resend = () =>
    act.mutate('resend', {
      onSuccess: () =>
        notify({
          title: t('admin:invitations.resentTitle'),
          description: t('admin:invitations.resentText', { email: invitation.email }),
        }),
      onError: (error) => fail(t('admin:invitations.resendFailed'), error),
    });
  const revoke = () =>
    act.mutate('revoke', {
      onSuccess: () => {
        setConfirming(false);
        notify({
          title: t('admin:invitations.revokedTitle'),
          description: t('admin:invitations.revokedText', { name }),
        });
      },
      onError: (error) => {
        setConfirming(false);
        fail(t('admin:invitations.revokeFailed'), error);
      },
    });
  return (
    <li className={styles.item}>
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        <span className={styles.sub}>{invitation.email}</span>
        <span className={styles.sub}>
          {invitation.expired
            ? t('admin:invitations.expired')
            : t('admin:invitations.validUntil', { date: formatDate(invitation.expiresAt, DATE_TIME_FORMAT) })}
        </span>
      </span>
      <Badge appearance="outline" color={invitation.role === 'admin' ? 'brand' : 'informative'}>
        {t(`admin:roles.${invitation.role}`)}
      </Badge>
      <span className={styles.actions}>
        <Button
          icon={act.isPending && act.variables === 'resend' ? <Spinner size="tiny" /> : <MailRegular />}
          disabledFocusable={act.isPending}
          onClick={resend}
          aria-label={t('admin:invitations.resendLabel', { name })}
        >
          {t('admin:invitations.resend')}
        </Button>
        <Button
          {...restoreFocus}
          disabledFocusable={act.isPending}
          onClick={() => setConfirming(true)}
          aria-label={t('admin:invitations.revokeLabel', { name })}
        >
          {t('admin:invitations.revoke')}
        </Button>
      </span>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin:invitations.revokeTitle')}
        name={`${name} <${invitation.email}>`}
        text={t('admin:invitations.revokeText')}
        confirm={t('admin:invitations.revokeConfirm')}
        cancel={t('admin:common.cancel')}
        pending={act.isPending}
        onConfirm={revoke}
      />
    </li>
  );
}

/** Settings → Users: the Add user button (an invitation by mail) and the pending invitations. */
export function InvitationsSection() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const invitations = useInvitations();
  const items = invitations.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.heading}>
          {t('admin:invitations.heading')}
        </h3>
        <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
          <DialogTrigger disableButtonEnhancement>
            <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setFormKey((key) => key + 1)}>
              {t('admin:invitations.add')}
            </Button>
          </DialogTrigger>
          <AdminDialogSurface>
            <InviteDialogForm key={formKey} onDone={() => setOpen(false)} />
          </AdminDialogSurface>
        </Dialog>
      </div>
      {invitations.isPending ? (
        <Spinner size="tiny" label={t('admin:invitations.loading')} />
      ) : invitations.isError ? (
        <p className={styles.empty}>{t('admin:invitations.loadFailed')}</p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('admin:invitations.none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}
