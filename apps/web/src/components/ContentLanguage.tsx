import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { usePageContext } from '../page-context';

const useStyles = makeStyles({
  note: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontStyle: 'italic',
  },
});

/**
 * The language of an item's texts where it differs from the page's (a Spanish or Swedish page
 * showing an untranslated item in English), else undefined: set as `lang` on the elements holding
 * the item's texts, so screen readers switch voice for them and only them.
 */
export function useTextLanguage(item: { lang: Language }): Language | undefined {
  const { language } = usePageContext();
  return item.lang !== language ? item.lang : undefined;
}

/** The discreet note beside texts shown in English because they are not translated yet. */
export function EnglishOnlyNote({ lang }: { lang: Language | undefined }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  if (!lang) return null;
  return (
    <p className={styles.note} data-testid="english-only">
      {t('common.onlyInEnglish')}
    </p>
  );
}
