import { Button, Field, Input, Select, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NoScriptNote } from './NoScriptNote';
import { useTranslation } from 'react-i18next';
import { INQUIRY_TYPES, type InquiryType } from '../../../../shared/entities';
import { useMessageText } from '../../../ui/message-text';
import { ContactCreateSchema, type ContactCreate } from '../../../../shared/schemas';
import { apiRequest } from '../../../ui/api';
import { showBesideFields } from '../../../ui/server-fields';
import { AppToaster, useNotify } from '../../../ui/toast';
import { useSubmit } from '../hooks/submit';
import { usePageContext, usePageQuery } from '../page-context';
import { Honeypot } from '../../../ui/honeypot';
import { fieldRow } from './form-layout';

type ContactValues = {
  fullName: string;
  email: string;
  organization: string;
  inquiryType: string;
  message: string;
  /** The honeypot: people leave it empty. */
  website: string;
};

const isInquiryType = (value: string | null): value is InquiryType =>
  (INQUIRY_TYPES as readonly (string | null)[]).includes(value);

const EMPTY: ContactValues = { fullName: '', email: '', organization: '', inquiryType: '', message: '', website: '' };
const FIELDS = ['fullName', 'email', 'organization', 'inquiryType', 'message'] as const;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, scrollMarginTop: '140px' },
  row: fieldRow,
  title: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/**
 * The contact form of the home and contact pages: shared zod schema, asterisks on
 * required fields, a toast on success (form cleared) or failure (values kept), and a honeypot field.
 * The page's language is sent along (the acknowledgement mail is written in it).
 * `?inquiryType=<type>` preselects the inquiry type; `?event=<title and dates>` (from a full
 * event's offer to ask about a place) starts the message with the event's name, and `?tool=<title>`
 * (from an investment tool that has no address of its own) with the tool's (see `enquiryPath`).
 */
export function ContactForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const translate = useMessageText();
  const query = usePageQuery();
  const preselected = query.get('inquiryType');
  const event = query.get('event')?.trim().slice(0, 200);
  const tool = query.get('tool')?.trim().slice(0, 200);
  // The page's language goes with the enquiry: the acknowledgement mail is written in it.
  const { language } = usePageContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const defaults: ContactValues = {
    ...EMPTY,
    inquiryType: isInquiryType(preselected) ? preselected : '',
    message: event ? t('contactForm.eventMessage', { event }) : tool ? t('contactForm.toolMessage', { tool }) : '',
  };
  // The resolver validates with the shared schema; handleSubmit receives its output.
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactValues, unknown, ContactCreate>({
    resolver: zodResolver(ContactCreateSchema) as never,
    defaultValues: defaults,
  });

  const send = useSubmit((values: ContactCreate) => apiRequest('POST', '/api/contact', { ...values, language }), {
    onSuccess: () => {
      notify({ title: t('contactForm.successTitle'), description: t('contactForm.successDescription') });
      reset(EMPTY);
    },
    onError: (error) => {
      notify({
        title: t('contactForm.errorTitle'),
        description: t('contactForm.errorDescription'),
        variant: 'destructive',
      });
      // The toast announces the failure; each message shows at its field and the focus stays where it is.
      showBesideFields(error, FIELDS, setError, { focus: false });
    },
  });

  const errorOf = (field: keyof ContactValues) => translate(formState.errors[field]?.message);
  const fieldProps = (field: keyof ContactValues) => {
    const message = errorOf(field);
    return message ? { validationState: 'error' as const, validationMessage: message } : {};
  };

  return (
    <form
      id="contact-form"
      className={styles.form}
      noValidate
      aria-labelledby="contact-form-title"
      method="post"
      onSubmit={(event) => void handleSubmit(send.submit)(event)}
    >
      <NoScriptNote />
      <Heading id="contact-form-title" className={styles.title}>
        {t('contactForm.title')}
      </Heading>
      <p className={styles.intro}>{t('contactForm.intro')}</p>
      <div className={styles.row}>
        <Field label={t('contactForm.fullName')} required {...fieldProps('fullName')}>
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <Field label={t('contactForm.email')} required {...fieldProps('email')}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field
          label={t('contactForm.organization')}
          hint={t('contactForm.organizationHint')}
          {...fieldProps('organization')}
        >
          <Input autoComplete="organization" {...register('organization')} />
        </Field>
        <Field label={t('contactForm.inquiryType')} required {...fieldProps('inquiryType')}>
          {/* The default in the markup too: the server's HTML shows it before (and without) JavaScript. */}
          <Select {...register('inquiryType')} defaultValue={defaults.inquiryType}>
            <option value="" disabled>
              {t('contactForm.inquiryTypePlaceholder')}
            </option>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`inquiryTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t('contactForm.message')} required {...fieldProps('message')}>
        <Textarea rows={6} resize="vertical" {...register('message')} defaultValue={defaults.message} />
      </Field>
      <Honeypot registration={register('website')} />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={send.isPending}
          icon={send.isPending ? <Spinner size="tiny" /> : undefined}
        >
          {send.isPending ? t('contactForm.sending') : t('contactForm.submit')}
        </Button>
      </div>
      <AppToaster />
    </form>
  );
}
