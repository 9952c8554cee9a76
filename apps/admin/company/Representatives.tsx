import { Badge, Button, Dialog, DialogTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isLanguage } from '../../../shared/constants';
import type { MyCompany, Representative } from '../../../shared/membership';
import { RepresentativeInviteSchema } from '../../../shared/schemas/membership';
import { useNotify } from '../../ui/toast';
import { useInviteRepresentative } from '../queries/company';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { DialogForm } from '../kit/forms/DialogForm';
import { SelectField } from '../kit/forms/ChoiceFields';
import { TextField, useLanguageOptions } from '../kit/forms/FormFields';
import { showBesideFields } from '../../ui/server-fields';
import { useFailureToast } from '../kit/failure-toast';
import { useCurrentUser } from '../session';

const INVITE_FIELDS = ['fullName', 'email', 'language'] as const;
type InviteForm = z.input<typeof RepresentativeInviteSchema>;
type InviteValues = z.output<typeof RepresentativeInviteSchema>;

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  intro: { margin: 0, flexGrow: 1, color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: `${tokens.spacingVerticalM} 0 0`, padding: 0, maxWidth: '48rem' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { flexGrow: 1, minWidth: '14rem', display: 'grid' },
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  empty: { margin: `${tokens.spacingVerticalM} 0 0`, color: tokens.colorNeutralForeground3 },
});

/** The invitation form: the colleague's name, e-mail and the language of the invitation mail. */
function InviteDialogForm({ company, onDone }: { company: MyCompany; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotify();
  const fail = useFailureToast();
  const invite = useInviteRepresentative();
  const languages = useLanguageOptions();
  const { control, handleSubmit, setError } = useForm<InviteForm, unknown, InviteValues>({
    resolver: zodResolver(RepresentativeInviteSchema),
    // The mail's language: the representative's own screen language by default.
    defaultValues: { fullName: '', email: '', language: isLanguage(i18n.language) ? i18n.language : 'en' },
  });
  const submit = (values: InviteValues) =>
    invite.mutate(values, {
      onSuccess: (representative) => {
        notify({
          title: t('admin:company.invitedTitle'),
          description: t('admin:company.invitedText', { email: representative.email, name: company.name }),
        });
        onDone();
      },
      // An address already registered or invited is told beside the e-mail field; the form keeps its values.
      onError: (error) => {
        if (!showBesideFields(error, INVITE_FIELDS, setError)) fail(t('admin:company.inviteFailed'), error);
      },
    });
  return (
    <DialogForm
      title={t('admin:company.inviteTitle')}
      submitLabel={t('admin:company.inviteSend')}
      pending={invite.isPending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p>{t('admin:company.inviteText', { name: company.name })}</p>
      <TextField
        control={control}
        name="fullName"
        autoComplete="off"
        label={t('admin:company.inviteFields.fullName')}
        required
      />
      <TextField
        control={control}
        name="email"
        type="email"
        autoComplete="off"
        label={t('admin:company.inviteFields.email')}
        hint={t('admin:company.inviteFields.emailHint')}
        required
      />
      <SelectField
        control={control}
        name="language"
        label={t('admin:company.inviteFields.language')}
        hint={t('admin:company.inviteFields.languageHint')}
        required
        options={languages}
      />
    </DialogForm>
  );
}

function RepresentativeItem({ representative, you }: { representative: Representative; you: boolean }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <span className={styles.who}>
        <span className={styles.name}>
          {representative.fullName}
          {you ? ` ${t('admin:company.you')}` : null}
        </span>
        <span className={styles.sub}>{representative.email}</span>
      </span>
      {representative.accepted ? null : (
        <Badge appearance="tint" color="informative">
          {t('admin:company.invitationSent')}
        </Badge>
      )}
    </li>
  );
}

/** The company's representatives (invited ones marked), and "Invite a colleague" to this company. */
export function Representatives({ company, headingId }: { company: MyCompany; headingId: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const me = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const { representatives } = company;
  return (
    <>
      <div className={styles.head}>
        <p className={styles.intro}>{t('admin:company.representativesText')}</p>
        <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
          <DialogTrigger disableButtonEnhancement>
            <Button icon={<PersonAddRegular />} onClick={() => setFormKey((key) => key + 1)}>
              {t('admin:company.invite')}
            </Button>
          </DialogTrigger>
          <AdminDialogSurface>
            <InviteDialogForm key={formKey} company={company} onDone={() => setOpen(false)} />
          </AdminDialogSurface>
        </Dialog>
      </div>
      {representatives.length === 0 ? (
        <p className={styles.empty}>{t('admin:company.noRepresentatives')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {representatives.map((representative) => (
            <RepresentativeItem
              key={`${representative.accepted ? 'user' : 'invitation'}-${representative.id}`}
              representative={representative}
              you={representative.accepted && me?.email?.toLowerCase() === representative.email.toLowerCase()}
            />
          ))}
        </ul>
      )}
    </>
  );
}
