import { Badge, Card, makeStyles, tokens, useId } from '@fluentui/react-components';
import { BookOpenRegular, CalendarRegular, DocumentRegular, PeopleRegular } from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardDate, formatMonthGroup } from '../../../ui/dates';
import { CallToAction } from '../components/Blocks';
import { Note, SignUpForm } from '../components/ComingSoon';
import { BadgeRow, CardText, CardTitle, DocumentCard, MetaItem, MetaRow } from '../components/DocumentCard';
import { SearchField } from '../components/Fields';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState, ResultsToolbar } from '../components/States';
import { TabbedPanel } from '../components/TabbedPanel';
import { Island } from '../islands/Island';
import { VisuallyHidden } from '../components/VisuallyHidden';
import {
  FEATURED_COLLECTIONS,
  JOURNAL_ARTICLES,
  PUBLICATIONS,
  PUBLICATION_TABS,
  UPCOMING_PUBLICATIONS,
  researchPublications,
  searchPublications,
  type JournalArticle,
  type Publication,
  type PublicationTab,
  type UpcomingPublication,
} from '../data/publications';

/** Submission guidelines are requested through the contact form as a media inquiry. */
const SUBMISSION_TARGET = '/contact?inquiryType=media#contact-form';

const useStyles = makeStyles({
  search: { maxWidth: '40rem', marginBottom: tokens.spacingVerticalL },
  toolbar: { marginBottom: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  listItem: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  journal: { fontStyle: 'italic' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
});

/** "A, B and C" in the active language. */
function useAuthorList(): (authors: readonly string[]) => string {
  const { i18n } = useTranslation();
  const format = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  return (authors) => format.format(authors);
}

/** Publications: searchable library with four tabs, featured collections, subscription and submissions. */
export function PublicationsPage() {
  const { t } = useTranslation(['publications', 'common']);
  usePage('publications');
  return (
    <>
      <PageHero title={t('publications:hero.title')} text={t('publications:hero.text')} />
      <Island name="PublicationLibrary" props={{}} />
      <Collections />
      <Subscribe />
      <Section id="submissions" title={t('publications:submit.title')}>
        <CallToAction
          text={t('publications:submit.text')}
          to={SUBMISSION_TARGET}
          action={t('publications:submit.button')}
        />
      </Section>
    </>
  );
}

/** The publications library: search and tabs over the publications (an island). */
export function PublicationLibrary() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const [tab, setTab] = useState<PublicationTab>('all');
  const [search, setSearch] = useState('');
  const noteId = useId('publication-note');

  const publications = searchPublications(
    tab === 'research' ? researchPublications(PUBLICATIONS) : PUBLICATIONS,
    search,
    (item) => `${t(`publications:items.${item.id}.title`)} ${t(`publications:items.${item.id}.abstract`)}`,
  );
  const articles = searchPublications(
    JOURNAL_ARTICLES,
    search,
    (item) => `${t(`publications:articles.${item.id}`)} ${item.journal}`,
  );
  const upcoming = searchPublications(UPCOMING_PUBLICATIONS, search, (item) =>
    t(`publications:upcoming.items.${item.id}`),
  );

  let count: number;
  let content: ReactNode;
  if (tab === 'journal') {
    count = articles.length;
    content = (
      <ul className={styles.list}>
        {articles.map((article) => (
          <ArticleItem key={article.id} article={article} />
        ))}
      </ul>
    );
  } else if (tab === 'upcoming') {
    count = upcoming.length;
    content = (
      <ul className={styles.list}>
        {upcoming.map((item) => (
          <UpcomingItem key={item.id} item={item} />
        ))}
      </ul>
    );
  } else {
    count = publications.length;
    content = (
      <CardGrid>
        {publications.map((publication) => (
          <PublicationCard key={publication.id} publication={publication} noteId={noteId} />
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
        <ResultsToolbar countText={t('publications:library.count', { count })} className={styles.toolbar}>
          {tab === 'all' || tab === 'research' ? (
            <Note id={noteId} info>
              {t('publications:card.note')}
            </Note>
          ) : null}
        </ResultsToolbar>
        {count === 0 ? (
          <EmptyState title={t('publications:library.emptyTitle')} text={t('publications:library.emptyText')} />
        ) : (
          content
        )}
      </TabbedPanel>
    </Section>
  );
}

function PublicationCard({ publication, noteId }: { publication: Publication; noteId: string }) {
  const { t } = useTranslation(['publications', 'common']);
  const authorList = useAuthorList();
  return (
    <DocumentCard
      testId="publication-card"
      cover={publication.coverImage}
      badge={t(`publications:types.${publication.type}`)}
      title={t(`publications:items.${publication.id}.title`)}
      noteId={noteId}
    >
      <MetaRow as="span">
        <MetaItem>
          <PeopleRegular aria-hidden />
          <VisuallyHidden>{t('publications:card.authors')}: </VisuallyHidden>
          {authorList(publication.authors)}
        </MetaItem>
      </MetaRow>
      <CardText>{t(`publications:items.${publication.id}.abstract`)}</CardText>
      <MetaRow as="span">
        <MetaItem>
          <CalendarRegular aria-hidden />
          <time dateTime={publication.date}>{formatCardDate(parseISO(publication.date))}</time>
        </MetaItem>
        <MetaItem>
          <DocumentRegular aria-hidden /> {t('publications:card.pages', { count: publication.pages })}
        </MetaItem>
      </MetaRow>
    </DocumentCard>
  );
}

function ArticleItem({ article }: { article: JournalArticle }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const authorList = useAuthorList();
  return (
    <li className={styles.listItem} data-testid="journal-article">
      <CardTitle>{t(`publications:articles.${article.id}`)}</CardTitle>
      <MetaRow as="span">
        <MetaItem>
          <PeopleRegular aria-hidden />
          <VisuallyHidden>{t('publications:card.authors')}: </VisuallyHidden>
          {authorList(article.authors)}
        </MetaItem>
      </MetaRow>
      <MetaRow as="span">
        <MetaItem>
          <BookOpenRegular aria-hidden />
          <span>
            <span className={styles.journal}>{article.journal}</span>
            {', '}
            {t('publications:journal.issue', { volume: article.issue.volume, number: article.issue.number })}
            {', '}
            {t('publications:journal.pages', { first: article.pages[0], last: article.pages[1] })}
          </span>
        </MetaItem>
        <MetaItem>
          <CalendarRegular aria-hidden />
          <time dateTime={article.date}>{formatCardDate(parseISO(article.date))}</time>
        </MetaItem>
      </MetaRow>
    </li>
  );
}

function UpcomingItem({ item }: { item: UpcomingPublication }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const authorList = useAuthorList();
  return (
    <li className={styles.listItem} data-testid="upcoming-publication">
      <BadgeRow>
        <Badge appearance="outline">{t(`publications:types.${item.type}`)}</Badge>
      </BadgeRow>
      <CardTitle>{t(`publications:upcoming.items.${item.id}`)}</CardTitle>
      <MetaRow as="span">
        <MetaItem>
          <PeopleRegular aria-hidden />
          <VisuallyHidden>{t('publications:card.authors')}: </VisuallyHidden>
          {authorList(item.authors)}
        </MetaItem>
        <MetaItem>
          <CalendarRegular aria-hidden />
          {t('publications:upcoming.expected', { date: formatMonthGroup(parseISO(`${item.expectedDate}-01`)) })}
        </MetaItem>
      </MetaRow>
    </li>
  );
}

function Collections() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="collections"
      className={styles.band}
      title={t('publications:collections.title')}
      intro={t('publications:collections.intro')}
    >
      <CardGrid>
        {FEATURED_COLLECTIONS.map((collection) => (
          <Card key={collection.id} className={styles.card} data-testid="collection-card">
            <CardTitle>{t(`publications:collections.items.${collection.id}.title`)}</CardTitle>
            <CardText>{t(`publications:collections.items.${collection.id}.description`)}</CardText>
            <Note>{t('publications:collections.count', { count: collection.publicationIds.length })}</Note>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The Subscribe box (no behaviour yet): a usable field, the submit disabled with a note. */
function Subscribe() {
  const { t } = useTranslation(['publications', 'common']);
  return (
    <Section id="subscribe" title={t('publications:subscribe.title')} intro={t('publications:subscribe.text')}>
      <SignUpForm
        label={t('publications:subscribe.title')}
        emailLabel={t('publications:subscribe.email')}
        submitLabel={t('common:common.subscribe')}
        note={t('publications:subscribe.note')}
        noteIdPrefix="subscribe-note"
      />
    </Section>
  );
}
