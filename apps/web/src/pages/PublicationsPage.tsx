import { Badge, Card, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, DocumentRegular, PeopleRegular } from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_THEMES, type Publication } from '../../../../shared/resources';
import { formatMonthGroup } from '../../../ui/dates';
import { CallToAction } from '../components/Blocks';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
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
} from '../components/DocumentCard';
import { SearchField } from '../components/Fields';
import { Note } from '../components/Note';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState, ResultsToolbar } from '../components/States';
import { TabbedPanel } from '../components/TabbedPanel';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import {
  PUBLICATION_TABS,
  publicationAnchor,
  publicationsForTab,
  searchPublications,
  tabOf,
  themePublications,
  type PublicationTab,
} from './publications/library';

/** Submission guidelines are requested through the contact form as a media inquiry. */
const SUBMISSION_TARGET = '/contact?inquiryType=media#contact-form';

/** Stock covers by publication type (a journal article has none: it is listed without one). */
const FALLBACK_COVERS: Record<Publication['type'], string> = {
  'research-paper': '/images/resources/publication-research.svg',
  'white-paper': '/images/resources/publication-white-paper.svg',
  report: '/images/resources/publication-report.svg',
  'policy-brief': '/images/resources/publication-policy.svg',
  'case-study': '/images/resources/publication-case-study.svg',
  'journal-article': '/images/resources/publication-research.svg',
};

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
    scrollMarginTop: '120px',
  },
  journal: { fontStyle: 'italic' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  titles: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    lineHeight: tokens.lineHeightBase300,
  },
  where: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  newsletter: { backgroundColor: tokens.colorBrandBackground2 },
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
  const { publications = [] } = usePageData();
  return (
    <>
      <PageHero title={t('publications:hero.title')} text={t('publications:hero.text')} />
      <Island name="PublicationLibrary" props={{ publications }} />
      <Collections publications={publications} />
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

/** One card per theme, listing the theme's publications; each title points to its item in the library. */
function Collections({ publications }: { publications: Publication[] }) {
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
        {PUBLICATION_THEMES.map((theme) => {
          const items = themePublications(publications, theme);
          return (
            <Card key={theme} className={styles.card} data-testid="collection-card">
              <CardTitle>{t(`publications:collections.items.${theme}.title`)}</CardTitle>
              <CardText>{t(`publications:collections.items.${theme}.description`)}</CardText>
              <Note>{t('publications:collections.count', { count: items.length })}</Note>
              {items.length > 0 ? (
                <ul className={styles.titles}>
                  {items.map((item) => (
                    <CollectionItem key={item.id} item={item} />
                  ))}
                </ul>
              ) : null}
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}

/**
 * A title of a collection: a link to its card when the library shows it at first (the All tab),
 * else the title with the tab that lists it.
 */
function CollectionItem({ item }: { item: Publication }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(item);
  const tab = tabOf(item);
  return (
    <li data-testid="collection-item">
      {tab === 'all' ? (
        <FluentLink href={`#${publicationAnchor(item)}`} lang={lang}>
          {item.title}
        </FluentLink>
      ) : (
        <>
          <span lang={lang}>{item.title}</span> <span className={styles.where}>({t(`publications:tabs.${tab}`)})</span>
        </>
      )}
    </li>
  );
}

/** The Subscribe box: new publications are announced in the newsletter. */
function Subscribe() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="subscribe"
      className={styles.newsletter}
      title={t('publications:subscribe.title')}
      intro={t('publications:subscribe.text')}
    >
      <Island
        name="SubscribeForm"
        props={{
          list: 'newsletter',
          label: t('publications:subscribe.title'),
          emailLabel: t('publications:subscribe.email'),
          submitLabel: t('common:common.subscribe'),
        }}
      />
    </Section>
  );
}
