import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../../../shared/constants';
import { localizedPath } from '../../../../shared/routes';
import { saveLanguageChoice } from '../../../ui/language-choice';
import { usePageContext } from '../page-context';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  label: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
});

/**
 * The language switcher: saves the choice and opens the same page in that language. It needs
 * JavaScript; without it the page hides it (`data-language-switch`) and the footer offers links.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, path, search } = usePageContext();
  const styles = useStyles();
  const id = useId('language');
  return (
    <div className={styles.root} data-language-switch="">
      <label htmlFor={id} className={styles.label}>
        {t('a11y.language')}
      </label>
      <Select
        id={id}
        size="small"
        appearance="underline"
        value={language}
        onChange={(_event, data) => {
          if (!isLanguage(data.value) || data.value === language) return;
          saveLanguageChoice(data.value);
          window.location.assign(`${localizedPath(path, data.value)}${search}${window.location.hash}`);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
