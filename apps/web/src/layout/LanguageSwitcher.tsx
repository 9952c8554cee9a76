import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import { isLanguage, setLanguage } from '../../../ui/i18n';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  label: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
});

/** The language switcher: saves the choice, loads only that language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const id = useId('language');
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {t('a11y.language')}
      </label>
      <Select
        id={id}
        size="small"
        appearance="underline"
        value={i18n.language}
        onChange={(_event, data) => {
          if (isLanguage(data.value)) void setLanguage(data.value, { save: true });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
