import { Button, Field, Input, Select, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { NoScriptNote } from './NoScriptNote';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { REGIONS, type SubscriptionList } from '../../../../shared/entities';
import { SubscribeSchema, type Subscribe } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../ui/api';
import { showBesideFields } from '../../../ui/server-fields';
import { AppToaster, useNotify } from '../../../ui/toast';
import { useSubmit } from '../hooks/submit';
import { usePageContext } from '../page-context';
import { useMessageText } from '../../../ui/message-text';
import { Honeypot } from '../../../ui/honeypot';
import { fieldRow } from './form-layout';

/**
 * What the visitor fills in (`website` is the honeypot, left empty by people); the list and the
 * language in use are added when validating.
 */
type SubscribeValues = { email: string; region: string; website: string };

const EMPTY: SubscribeValues = { email: '', region: '', website: '' };
const FIELDS = ['email', 'region'] as const;

/** The newsletter and regulatory-updates branches of the shared schema. */
const [NewsletterSchema, RegulatoryUpdatesSchema] = SubscribeSchema.options;

/** The success text of each list (common:subscribeForm.*). */
const SUCCESS_KEYS: Record<SubscriptionList, string> = {
  newsletter: 'subscribeForm.successNewsletter',
  'regulatory-updates': 'subscribeForm.successRegulatoryUpdates',
};

/**
 * Validates the visitor's values as the list's branch of `SubscribeSchema`, with the list and the
 * language of the page; a valid form hands `handleSubmit` the request body.
 */
function subscribeResolver(list: SubscriptionList, language: Language): Resolver<SubscribeValues, unknown, Subscribe> {
  const schema = list === 'newsletter' ? NewsletterSchema : RegulatoryUpdatesSchema;
  const resolve = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>, unknown, Subscribe>;
  return (values, context, options) => {
    const body: Record<string, unknown> =
      list === 'newsletter'
        ? { list, email: values.email, language, website: values.website }
        : { list, email: values.email, region: values.region, language, website: values.website };
    return resolve(body, context, options as never);
  };
}

const useStyles = makeStyles({
  form: { ...fieldRow, maxWidth: '40rem' },
  wide: { maxWidth: '52rem' },
  // Lines the button up with the inputs (below the fields' labels), also when a field shows an error.
  actions: { paddingTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})` },
  // Darker than Fluent's default error red: the newsletter box is on a tinted background (WCAG AA 4.5:1).
  message: { color: tokens.colorStatusDangerForeground1 },
  note: {
    margin: `${tokens.spacingVerticalM} 0 0`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/**
 * A subscription form (POST /api/subscriptions): the newsletter (e-mail) or regulatory updates
 * (e-mail and region). Shared zod schema, translated field messages, a toast on success (form
 * cleared) or failure (values kept), the current site language sent along, and a honeypot field.
 */
export function SubscribeForm({
  list,
  label,
  emailLabel,
  submitLabel,
  regionLabel,
  className,
}: {
  list: SubscriptionList;
  /** The form's accessible name. */
  label: string;
  emailLabel: string;
  submitLabel: string;
  /** Regulatory updates only: the region select's label. */
  regionLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const translate = useMessageText();
  const { language } = usePageContext();
  const resolver = useMemo(() => subscribeResolver(list, language), [list, language]);
  const { register, handleSubmit, reset, setError, formState } = useForm<SubscribeValues, unknown, Subscribe>({
    resolver,
    defaultValues: EMPTY,
  });

  const send = useSubmit((body: Subscribe) => apiRequest('POST', '/api/subscriptions', body), {
    onSuccess: (body) => {
      notify({ title: t('subscribeForm.successTitle'), description: t(SUCCESS_KEYS[list], { email: body.email }) });
      reset(EMPTY);
    },
    onError: (error) => {
      notify({
        title: t('subscribeForm.errorTitle'),
        description: t('subscribeForm.errorDescription'),
        variant: 'destructive',
      });
      // The toast announces the failure; each message shows at its field and the focus stays where it is.
      showBesideFields(error, FIELDS, setError, { focus: false });
    },
  });

  const fieldProps = (field: keyof SubscribeValues) => {
    const message = translate(formState.errors[field]?.message);
    return message
      ? { validationState: 'error' as const, validationMessage: { children: message, className: styles.message } }
      : {};
  };

  return (
    <>
      <form
        className={mergeClasses(styles.form, list === 'regulatory-updates' && styles.wide, className)}
        aria-label={label}
        noValidate
        method="post"
        onSubmit={(event) => void handleSubmit(send.submit)(event)}
      >
        <NoScriptNote />
        <Field label={emailLabel} required {...fieldProps('email')}>
          <Input
            type="email"
            autoComplete="email"
            contentBefore={<MailRegular aria-hidden />}
            placeholder={t('common.emailPlaceholder')}
            {...register('email')}
          />
        </Field>
        {list === 'regulatory-updates' ? (
          <Field label={regionLabel} required {...fieldProps('region')}>
            <Select {...register('region')}>
              <option value="" disabled>
                {t('subscribeForm.regionPlaceholder')}
              </option>
              {REGIONS.map((code) => (
                <option key={code} value={code}>
                  {t(`regions.${code}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Honeypot registration={register('website')} />
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={send.isPending}
            icon={send.isPending ? <Spinner size="tiny" /> : undefined}
          >
            {send.isPending ? t('subscribeForm.sending') : submitLabel}
          </Button>
        </div>
        <AppToaster />
      </form>
      <p className={styles.note}>{t('subscribeForm.privacy')}</p>
    </>
  );
}
