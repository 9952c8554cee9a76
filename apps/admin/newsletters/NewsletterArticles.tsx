import { Checkbox, Field, SearchBox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '../../../shared/entities';
import { getJson } from '../../ui/api';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** How many search results the picker lists at once (the newest first). */
const RESULTS = 20;

const useStyles = makeStyles({
  group: { display: 'grid', margin: 0, padding: 0, border: 'none' },
  groupTitle: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, padding: 0 },
  results: { display: 'grid', maxHeight: '12rem', overflowY: 'auto' },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * The news articles a newsletter shows: the chosen ones first, in the mail's order (each can be
 * taken out), then the published articles matching a search (all of them can be found, not only the
 * newest). Titles of chosen articles no longer in the results are read one by one.
 */
export function NewsletterArticles({
  value,
  onChange,
  classes,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The compose dialog's look of a group of fields and its legend. */
  classes: { fieldset: string; legend: string };
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const chosenId = useId();
  const resultsId = useId();
  const [search, setSearch] = useState('');
  // One request once the typing pauses, not one a keystroke.
  const term = useDebouncedValue(search.trim());
  const results = useQuery({
    queryKey: ['admin', 'newsletters', 'news', term],
    queryFn: () =>
      // A staff list answers the page's items as an array (the total is a header, not needed here).
      getJson<NewsArticle[]>(
        `/api/admin/news?${new URLSearchParams({ status: 'published', search: term, pageSize: String(RESULTS) })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const found = results.data ?? [];
  const titleIn = new Map(found.map((article) => [article.id, article.title]));
  const chosen = useQueries({
    queries: value.map((id) => ({
      queryKey: ['news', id],
      queryFn: () => getJson<NewsArticle>(`/api/news/${id}`),
      enabled: !titleIn.has(id),
      staleTime: Infinity,
    })),
  });
  const titleOf = (id: number, index: number) => titleIn.get(id) ?? chosen[index]?.data?.title ?? `#${id}`;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosenArticle) => chosenArticle !== id));
  const unchosen = found.filter((article) => !value.includes(article.id));

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('newsletters.articles')}</legend>
      {value.length > 0 ? (
        <fieldset className={styles.group} aria-labelledby={chosenId}>
          <legend id={chosenId} className={styles.groupTitle}>
            {t('newsletters.articlesChosen', { count: value.length })}
          </legend>
          {value.map((id, index) => (
            <Checkbox key={id} checked label={titleOf(id, index)} onChange={() => toggle(id, false)} />
          ))}
        </fieldset>
      ) : null}
      <Field label={t('newsletters.articlesSearch')}>
        <SearchBox value={search} onChange={(_event, data) => setSearch(data.value)} aria-controls={resultsId} />
      </Field>
      <div id={resultsId} className={styles.results} aria-busy={results.isFetching}>
        {results.isPending ? <Spinner size="tiny" label={t('newsletters.articlesLoading')} /> : null}
        {unchosen.map((article) => (
          <Checkbox
            key={article.id}
            checked={false}
            label={article.title}
            onChange={(_event, data) => toggle(article.id, Boolean(data.checked))}
          />
        ))}
        {results.isSuccess && unchosen.length === 0 ? (
          <p className={styles.note}>{t('newsletters.articlesNone')}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
