import { Badge, Tab, TabList, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  TRANSLATION_LANGUAGES,
  type ItemTranslations,
  type TranslationLanguage,
  type TranslationState,
} from '../../../../shared/schemas/translations';
import { InfoNote } from '../page';
import { useLanguageOptions } from './FormFields';

/** The tabs of an item's dialog: the English original, then each translation. */
export type ContentLanguage = 'en' | TranslationLanguage;
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', ...TRANSLATION_LANGUAGES];

const useStyles = makeStyles({
  bar: {
    // The tabs stay in view while the fields below them scroll.
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    // Covers the strip of the scrolling body above it too (its top padding): no field shows through.
    boxShadow: `0 calc(-1 * ${tokens.spacingVerticalM}) 0 0 ${tokens.colorNeutralBackground1}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tabs: { overflowX: 'auto' },
  tab: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  ready: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase400 },
  dirty: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightBold },
});

/** The badge of each state that asks for work (a ready translation shows a check mark instead). */
export const STATE_BADGE_COLORS: Record<TranslationState, BadgeProps['color']> = {
  missing: 'danger',
  draft: 'informative',
  stale: 'warning',
  ready: 'success',
};

/** The name of a translation language in the admin's own language ('Spanish', 'español', 'spanska'). */
export function useTranslationLanguageName(): (language: TranslationLanguage) => string {
  const { t } = useTranslation('admin');
  return (language) => t(`admin:translations.languageNames.${language}`);
}

/**
 * English · Español · Svenska: which text of the item the dialog shows. Each translation's tab
 * marks where it stands (Missing, Draft, Needs review; a check mark when ready) and unsaved changes;
 * the marks are part of the tab's name for screen readers. Before the item is saved once (no
 * `translations`), the translation tabs are disabled and a note says why.
 */
export function LanguageTabs({
  value,
  onSelect,
  translations,
  dirty,
  idPrefix,
  panelId,
}: {
  value: ContentLanguage;
  onSelect: (language: ContentLanguage) => void;
  /** The item's translations as stored; null for a new item. */
  translations: ItemTranslations | null;
  /** The tabs whose form has unsaved changes. */
  dirty: Readonly<Partial<Record<ContentLanguage, boolean>>>;
  /** Tab ids are `${idPrefix}-${language}` (the panel is labelled by the selected one). */
  idPrefix: string;
  panelId: string;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const names = Object.fromEntries(useLanguageOptions().map((option) => [option.value, option.label]));
  const noteId = `${idPrefix}-note`;

  return (
    <div className={styles.bar}>
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={value}
        onTabSelect={(_event, data) => onSelect(data.value as ContentLanguage)}
        aria-label={t('admin:translations.tabsLabel')}
        aria-describedby={translations ? undefined : noteId}
      >
        {CONTENT_LANGUAGES.map((language) => {
          const state = language === 'en' ? null : translations?.[language].state;
          // One name for screen readers: the language, where it stands, unsaved changes.
          const label = [
            names[language],
            state ? t(`admin:translations.state.${state}`) : null,
            dirty[language] ? t('admin:translations.unsaved') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <Tab
              key={language}
              value={language}
              id={`${idPrefix}-${language}`}
              aria-label={label}
              aria-controls={value === language ? panelId : undefined}
              disabled={language !== 'en' && !translations}
            >
              <span className={styles.tab}>
                <span lang={language}>{names[language]}</span>
                {state === 'ready' ? (
                  <CheckmarkCircleRegular className={styles.ready} aria-hidden />
                ) : state ? (
                  <Badge size="small" appearance="tint" color={STATE_BADGE_COLORS[state]}>
                    {t(`admin:translations.state.${state}`)}
                  </Badge>
                ) : null}
                {dirty[language] ? (
                  <span className={styles.dirty} title={t('admin:translations.unsaved')} aria-hidden>
                    •
                  </span>
                ) : null}
              </span>
            </Tab>
          );
        })}
      </TabList>
      {translations ? null : <InfoNote id={noteId}>{t('admin:translations.saveFirst')}</InfoNote>}
    </div>
  );
}
