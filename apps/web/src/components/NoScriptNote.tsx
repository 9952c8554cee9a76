import { useTranslation } from 'react-i18next';

/**
 * Inside a public form: says, where JavaScript does not run, that sending the form needs it. Such a
 * form posts to its own page (never putting its fields into an address) and the visitor comes back
 * to this note.
 */
export function NoScriptNote() {
  const { t } = useTranslation('common');
  return (
    <noscript>
      <p role="note">{t('common.formNeedsScript')}</p>
    </noscript>
  );
}
