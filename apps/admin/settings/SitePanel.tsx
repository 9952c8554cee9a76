import { MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '../../../shared/entities';
import { SiteSettingsSchema, type SiteSettingsInput } from '../../../shared/schemas/account';
import { TRANSLATION_LANGUAGES } from '../../../shared/schemas/translations';
import { useNotify } from '../../ui/toast';
import { useSaveSiteSettings, useSiteSettings } from '../queries/settings';
import { SelectField } from '../kit/forms/ChoiceFields';
import { TextAreaField, TextField, useLanguageOptions } from '../kit/forms/FormFields';
import { RETENTION_FIELDS, RetentionFields } from './RetentionFields';
import { SettingsForm, useSaveFailure, useSettingsStyles } from './SettingsForm';
import { SOCIAL_FIELDS, SocialFields, socialFormValues } from './SocialFields';
import type { SiteFormIn, SiteFormOut } from './site-form';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
});

const SITE_FIELDS = [
  'siteName',
  'tagline',
  'defaultLanguage',
  'contactEmail',
  ...TRANSLATION_LANGUAGES.flatMap((language) => [
    `translations.${language}.siteName` as const,
    `translations.${language}.tagline` as const,
  ]),
  ...RETENTION_FIELDS,
  ...SOCIAL_FIELDS,
] as const;

/** The form's values: what PUT takes, from what GET answered (without its `lang`). */
function formValues(settings: SiteSettings): SiteFormIn {
  return {
    siteName: settings.siteName,
    tagline: settings.tagline,
    defaultLanguage: settings.defaultLanguage,
    contactEmail: settings.contactEmail,
    translations: {
      es: { ...settings.translations.es },
      sv: { ...settings.translations.sv },
    },
    retention: { ...settings.retention },
    social: socialFormValues(settings.social),
  };
}

function SiteForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveSiteSettings();
  const { control, handleSubmit, reset, setError } = useForm<SiteFormIn, unknown, SiteFormOut>({
    resolver: zodResolver(SiteSettingsSchema),
    defaultValues: formValues(settings),
  });
  const fail = useSaveFailure(setError, SITE_FIELDS);
  const languages = useLanguageOptions();
  const languageName = (code: string) => languages.find((option) => option.value === code)?.label ?? code;
  const submit = (payload: SiteSettingsInput) =>
    save.mutate(payload, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        notify({ title: t('admin:settings.site.savedTitle'), description: t('admin:settings.site.savedText') });
      },
      onError: (error) => fail(t('admin:settings.site.failed'), error),
    });
  return (
    <SettingsForm
      title={t('admin:settings.site.heading')}
      intro={t('admin:settings.site.intro')}
      submitLabel={t('admin:settings.site.save')}
      pending={save.isPending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{languageName('en')}</legend>
        <TextField control={control} name="siteName" label={t('admin:settings.site.siteName')} required />
        <TextAreaField
          control={control}
          name="tagline"
          rows={2}
          label={t('admin:settings.site.tagline')}
          hint={t('admin:settings.site.taglineHint')}
          required
        />
      </fieldset>
      {TRANSLATION_LANGUAGES.map((language) => (
        <fieldset key={language} className={styles.group}>
          <legend className={styles.legend}>{languageName(language)}</legend>
          <TextField
            control={control}
            name={`translations.${language}.siteName`}
            lang={language}
            label={t('admin:settings.site.siteName')}
            hint={t('admin:settings.site.translationHint')}
          />
          <TextAreaField
            control={control}
            name={`translations.${language}.tagline`}
            lang={language}
            rows={2}
            label={t('admin:settings.site.tagline')}
            hint={t('admin:settings.site.translationHint')}
          />
        </fieldset>
      ))}
      <SelectField
        control={control}
        name="defaultLanguage"
        label={t('admin:settings.site.defaultLanguage')}
        hint={t('admin:settings.site.defaultLanguageHint')}
        options={languages}
        required
      />
      <TextField
        control={control}
        name="contactEmail"
        type="email"
        autoComplete="off"
        label={t('admin:settings.site.contactEmail')}
        required
      />
      <SocialFields control={control} className={styles.group} legendClassName={styles.legend} />
      <RetentionFields control={control} className={styles.group} legendClassName={styles.legend} />
    </SettingsForm>
  );
}

/**
 * The Site tab (admins): read with GET /api/settings (the public site's key, English with the
 * translations), saved with PUT /api/admin/settings.
 */
export function SitePanel() {
  const { t } = useTranslation('admin');
  const styles = useSettingsStyles();
  const settings = useSiteSettings();
  if (settings.data) return <SiteForm settings={settings.data} />;
  return (
    <div className={styles.state}>
      <h2 className={styles.heading}>{t('admin:settings.site.heading')}</h2>
      {settings.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:common.error')}</MessageBarTitle>
            {t('admin:common.loadFailed')}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label={t('admin:common.loading')} />
      )}
    </div>
  );
}
