import { useState } from 'react';
import type { TranslationLanguage } from '../../../../shared/schemas/translations';
import type { ContentKind, ItemOfKind } from '../../queries/content';
import { CONTENT_LANGUAGES, type ContentLanguage } from './LanguageTabs';

/** Each form's version: the one it was read at, moved on by this dialog's own saves. */
type FormVersions = Record<ContentLanguage, number>;

const allAt = (version: number): FormVersions => ({ en: version, es: version, sv: version });

/**
 * The item as last read or saved in the dialog (the tabs' marks and the translations' English
 * text) and the version each language's form was read at.
 *
 * Optimistic locking covers the whole item, so every save moves its version. Each form remembers
 * the version it was read at; a save here moves on the forms read at the version it was sent with
 * (nothing else changed since), so the next save of another language goes through, while a form
 * read before someone else's change still gets the conflict message.
 */
export function useItemVersions<K extends ContentKind>(kind: K, item: ItemOfKind[K] | null) {
  const [current, setCurrent] = useState(item);
  const [versions, setVersions] = useState<FormVersions>(() => allAt(item?.version ?? 0));

  const onTranslationSaved = (saved: ItemOfKind[K], sentVersion: number) => {
    setCurrent(saved);
    setVersions((known) => {
      const next = { ...known };
      for (const language of CONTENT_LANGUAGES) if (known[language] === sentVersion) next[language] = saved.version;
      return next;
    });
  };
  /** The current version read into one language's form. */
  const loadedInto = (language: ContentLanguage) => (stored: ItemOfKind[K]) => {
    setCurrent(stored);
    setVersions((known) => ({ ...known, [language]: stored.version }));
  };
  /** What a translation's editor needs: the item, its form's version, and how its saves move them. */
  const translationOf = (language: TranslationLanguage) => ({
    kind,
    language,
    item: current,
    version: versions[language],
    onSaved: onTranslationSaved,
    onLoaded: loadedInto(language),
  });
  /** A new item saved: every form now edits the stored item at its version. */
  const created = (saved: ItemOfKind[K]) => {
    setCurrent(saved);
    setVersions(allAt(saved.version));
  };

  return { current, versions, loadedInto, translationOf, created };
}
