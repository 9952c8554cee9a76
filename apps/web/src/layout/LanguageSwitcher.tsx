import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import { localizedPath } from '../../../../shared/routes';
import { usePageContext } from '../page-context';
import { LANGUAGE_HOOKS } from './header-behaviour';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  label: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
});

/**
 * The language switcher: each option names the same page (with its query) in its language, and
 * `header-behaviour.ts` saves the choice and opens it. It needs JavaScript; without it the page
 * hides it (`data-language-switch`) and the footer offers links.
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
      <Select id={id} size="small" appearance="underline" defaultValue={language} {...{ [LANGUAGE_HOOKS.select]: '' }}>
        {LANGUAGES.map((option) => (
          <option
            key={option}
            value={option}
            lang={option}
            {...{ [LANGUAGE_HOOKS.href]: `${localizedPath(path, option)}${search}` }}
          >
            {t(`languages.${option}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
