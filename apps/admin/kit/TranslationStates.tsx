import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  TRANSLATION_LANGUAGES,
  type ItemTranslations,
  type TranslationState,
} from '../../../shared/schemas/translations';
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden';
import { STATE_BADGE_COLORS, useTranslationLanguageName } from './forms/LanguageTabs';
import type { AdminFilter } from './AdminList';

const useStyles = makeStyles({
  states: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalXS,
  },
  hidden: VISUALLY_HIDDEN,
});

/** The mark of each state in the compact list badges. */
const STATE_MARKS: Record<TranslationState, string> = { ready: '✓', stale: '!', draft: '✎', missing: '–' };

/**
 * Where an item's translations stand, as compact badges under its name in the members, events and
 * news lists ("ES ✓", "SV –"), with one sentence for screen readers ("Spanish: ready, Swedish:
 * missing"); each badge's tooltip says its state too.
 */
export function TranslationStates({ translations }: { translations: ItemTranslations }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const languageName = useTranslationLanguageName();
  const describe = (language: (typeof TRANSLATION_LANGUAGES)[number]) =>
    t('admin:translations.listState', {
      language: languageName(language),
      state: t(`admin:translations.stateText.${translations[language].state}`),
    });
  return (
    <span className={styles.states}>
      {TRANSLATION_LANGUAGES.map((language) => {
        const { state } = translations[language];
        return (
          <Badge
            key={language}
            appearance="tint"
            color={STATE_BADGE_COLORS[state]}
            title={describe(language)}
            aria-hidden
          >
            {`${language.toUpperCase()} ${STATE_MARKS[state]}`}
          </Badge>
        );
      })}
      <span className={styles.hidden}>{TRANSLATION_LANGUAGES.map(describe).join(', ')}</span>
    </span>
  );
}

/** Translations: All / Missing Spanish / Missing Swedish (`?missing=`: not ready in that language). */
export function useTranslationFilter(): AdminFilter {
  const { t } = useTranslation('admin');
  return {
    name: 'missing',
    label: t('admin:translations.filter'),
    options: TRANSLATION_LANGUAGES.map((language) => ({
      value: language,
      label: t(`admin:translations.missingFilter.${language}`),
    })),
  };
}
