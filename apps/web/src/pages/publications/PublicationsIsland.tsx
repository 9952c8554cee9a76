import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, DocumentRegular, PeopleRegular } from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Publication } from '../../../../../shared/resources';
import { formatMonthGroup } from '../../../../ui/dates';
import { EnglishOnlyNote, useTextLanguage } from '../../components/ContentLanguage';
import {
  BadgeRow,
  CardText,
  CardTitle,
  DateItem,
  DocumentCard,
  DownloadLink,
  MembersOnlyBadge,
  MetaItem,
  MetaRow,
  PublishedOn,
} from '../../components/DocumentCard';
import { SearchField } from '../../components/Fields';
import { CardGrid, Section } from '../../components/Page';
import { EmptyState, ResultsToolbar } from '../../components/States';
import { TabbedPanel } from '../../components/TabbedPanel';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  PUBLICATION_TABS,
  publicationAnchor,
  publicationsForTab,
  searchPublications,
  type PublicationTab,
} from './library';

const useStyles = makeStyles({
  search: { maxWidth: '40rem', marginBottom: tokens.spacingVerticalL },
  toolbar: { marginBottom: tokens.spacingVerticalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  listItem: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    scrollMarginTop: '120px',
  },
  journal: { fontStyle: 'italic' },
});

/** Stock covers by publication type (a journal article has none: it is listed without one). */
const FALLBACK_COVERS: Record<Publication['type'], string> = {
  'research-paper': '/images/resources/publication-research.svg',
  'white-paper': '/images/resources/publication-white-paper.svg',
  report: '/images/resources/publication-report.svg',
  'policy-brief': '/images/resources/publication-policy.svg',
  'case-study': '/images/resources/publication-case-study.svg',
  'journal-article': '/images/resources/publication-research.svg',
};

/** "A, B and C" in the active language. */
function useAuthorList(): (authors: readonly string[]) => string {
  const { i18n } = useTranslation();
  const format = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  return (authors) => format.format(authors);
}

/** The publications library: search and tabs over the publications (an island). */
export function PublicationLibrary({ publications }: { publications: Publication[] }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const [tab, setTab] = useState<PublicationTab>('all');
  const [search, setSearch] = useState('');
  const shown = searchPublications(publicationsForTab(publications, tab), search);

  // A featured collection's title links to its card in the All tab: when another tab or a search
  // hides that card, the library goes back to All, unsearched, and shows it.
  useEffect(() => {
    const reveal = () => {
      const target = decodeURIComponent(window.location.hash.slice(1));
      if (!publications.some((publication) => publicationAnchor(publication) === target)) return;
      setTab('all');
      setSearch('');
      requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView());
    };
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [publications]);

  let content: ReactNode;
  if (tab === 'journal') {
    content = (
      <ul className={styles.list}>
        {shown.map((article) => (
          <ArticleItem key={article.id} article={article} />
        ))}
      </ul>
    );
  } else if (tab === 'upcoming') {
    content = (
      <ul className={styles.list}>
        {shown.map((item) => (
          <UpcomingItem key={item.id} item={item} />
        ))}
      </ul>
    );
  } else {
    content = (
      <CardGrid>
        {shown.map((publication) => (
          <PublicationCard key={publication.id} publication={publication} />
        ))}
      </CardGrid>
    );
  }

  return (
    <Section id="library" title={t('publications:library.title')} intro={t('publications:library.intro')}>
      <SearchField
        className={styles.search}
        label={t('publications:search.label')}
        placeholder={t('publications:search.placeholder')}
        value={search}
        onChange={setSearch}
      />
      <TabbedPanel
        idPrefix="publication-tab"
        label={t('publications:tabs.label')}
        tabs={PUBLICATION_TABS}
        tabLabel={(value) => t(`publications:tabs.${value}`)}
        value={tab}
        onChange={setTab}
        spacing="L"
      >
        <ResultsToolbar
          countText={t('publications:library.count', { count: shown.length })}
          className={styles.toolbar}
        />
        {publications.length === 0 ? (
          <EmptyState title={t('publications:library.noneTitle')} text={t('publications:library.noneText')} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('publications:library.emptyTitle')} text={t('publications:library.emptyText')} />
        ) : (
          content
        )}
      </TabbedPanel>
    </Section>
  );
}

/** The authors behind a people icon, named as such for screen readers. */
function Authors({ authors }: { authors: readonly string[] }) {
  const { t } = useTranslation(['publications', 'common']);
  const authorList = useAuthorList();
  if (authors.length === 0) return null;
  return (
    <MetaItem>
      <PeopleRegular aria-hidden />
      <VisuallyHidden>{t('publications:card.authors')}: </VisuallyHidden>
      {authorList(authors)}
    </MetaItem>
  );
}

function PublicationCard({ publication }: { publication: Publication }) {
  const { t } = useTranslation(['publications', 'common']);
  const lang = useTextLanguage(publication);
  return (
    <DocumentCard
      testId="publication-card"
      id={publicationAnchor(publication)}
      cover={publication.cover}
      fallbackCover={FALLBACK_COVERS[publication.type]}
      badge={t(`publications:types.${publication.type}`)}
      title={publication.title}
      lang={lang}
      document={publication}
    >
      <MetaRow as="span">
        <Authors authors={publication.authors} />
      </MetaRow>
      <CardText lang={lang}>{publication.abstract}</CardText>
      <MetaRow as="span">
        <PublishedOn date={publication.publishedOn} />
        {publication.pages ? (
          <MetaItem>
            <DocumentRegular aria-hidden /> {t('publications:card.pages', { count: publication.pages })}
          </MetaItem>
        ) : null}
      </MetaRow>
    </DocumentCard>
  );
}

function ArticleItem({ article }: { article: Publication }) {
  const styles = useStyles();
  const lang = useTextLanguage(article);
  return (
    <li className={styles.listItem} id={publicationAnchor(article)} data-testid="journal-article">
      {article.membersOnly ? (
        <BadgeRow>
          <MembersOnlyBadge />
        </BadgeRow>
      ) : null}
      <CardTitle lang={lang}>{article.title}</CardTitle>
      <MetaRow as="span">
        <Authors authors={article.authors} />
      </MetaRow>
      <MetaRow as="span">
        {article.journal ? (
          <MetaItem>
            <BookOpenRegular aria-hidden />
            <span>
              <span className={styles.journal}>{article.journal}</span>
              {article.journalIssue ? `, ${article.journalIssue}` : null}
            </span>
          </MetaItem>
        ) : null}
        <PublishedOn date={article.publishedOn} />
      </MetaRow>
      <EnglishOnlyNote lang={lang} />
      <div>
        <DownloadLink document={article} title={article.title} titleLang={lang} />
      </div>
    </li>
  );
}

function UpcomingItem({ item }: { item: Publication }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(item);
  return (
    <li className={styles.listItem} id={publicationAnchor(item)} data-testid="upcoming-publication">
      <BadgeRow>
        <Badge appearance="outline">{t(`publications:types.${item.type}`)}</Badge>
      </BadgeRow>
      <CardTitle lang={lang}>{item.title}</CardTitle>
      <MetaRow as="span">
        <Authors authors={item.authors} />
        <DateItem>
          {t('publications:upcoming.expected', { date: formatMonthGroup(parseISO(item.publishedOn)) })}
        </DateItem>
      </MetaRow>
      <EnglishOnlyNote lang={lang} />
    </li>
  );
}
