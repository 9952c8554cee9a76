import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Tab,
  TabList,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  BookOpenRegular,
  CalendarRegular,
  DocumentRegular,
  InfoRegular,
  MailRegular,
  PeopleRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardDate, formatMonthGroup } from '../../../ui/dates';
import { ButtonLink } from '../components/ButtonLink';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
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
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  search: { maxWidth: '40rem', marginBottom: tokens.spacingVerticalL },
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalL },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cover: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  footer: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
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
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'end',
    maxWidth: '40rem',
  },
  formNote: { marginTop: tokens.spacingVerticalM },
  cta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXL,
  },
  ctaText: {
    margin: 0,
    maxWidth: '40rem',
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
});

/** "A, B and C" in the active language. */
function useAuthorList(): (authors: readonly string[]) => string {
  const { i18n } = useTranslation();
  const format = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  return (authors) => format.format(authors);
}

/** Publications (§2): searchable library with four tabs, featured collections, subscription and submissions. */
export function PublicationsPage() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  usePage('publications');
  return (
    <>
      <PageHero title={t('publications:hero.title')} text={t('publications:hero.text')} />
      <Library />
      <Collections />
      <Subscribe />
      <Section id="submissions" title={t('publications:submit.title')}>
        <div className={styles.cta}>
          <p className={styles.ctaText}>{t('publications:submit.text')}</p>
          <ButtonLink to={SUBMISSION_TARGET}>{t('publications:submit.button')}</ButtonLink>
        </div>
      </Section>
    </>
  );
}

function Library() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const [tab, setTab] = useState<PublicationTab>('all');
  const [search, setSearch] = useState('');
  const idPrefix = useId('publication-tab');
  const noteId = useId('publication-note');
  const panelId = `${idPrefix}-panel`;

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
      <Field className={styles.search} label={t('publications:search.label')}>
        <Input
          type="search"
          value={search}
          contentBefore={<SearchRegular aria-hidden />}
          placeholder={t('publications:search.placeholder')}
          onChange={(_event, data) => setSearch(data.value)}
        />
      </Field>
      <div className={styles.tabs}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_event, data) => setTab(data.value as PublicationTab)}
          aria-label={t('publications:tabs.label')}
        >
          {PUBLICATION_TABS.map((value) => (
            <Tab key={value} value={value} id={`${idPrefix}-${value}`} aria-controls={panelId}>
              {t(`publications:tabs.${value}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${tab}`}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('publications:library.count', { count })}
          </p>
          {tab === 'all' || tab === 'research' ? (
            <p id={noteId} className={styles.note}>
              <InfoRegular aria-hidden /> {t('publications:card.note')}
            </p>
          ) : null}
        </div>
        {count === 0 ? (
          <EmptyState title={t('publications:library.emptyTitle')} text={t('publications:library.emptyText')} />
        ) : (
          content
        )}
      </div>
    </Section>
  );
}

function PublicationCard({ publication, noteId }: { publication: Publication; noteId: string }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const authorList = useAuthorList();
  const title = t(`publications:items.${publication.id}.title`);
  return (
    <Card className={styles.card} data-testid="publication-card">
      <img className={styles.cover} src={publication.coverImage} alt="" loading="lazy" width={400} height={225} />
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`publications:types.${publication.type}`)}</Badge>
      </div>
      <h3 className={styles.title}>{title}</h3>
      <span className={styles.meta}>
        <span className={styles.metaItem}>
          <PeopleRegular aria-hidden />
          <span className={styles.srOnly}>{t('publications:card.authors')}: </span>
          {authorList(publication.authors)}
        </span>
      </span>
      <p className={styles.text}>{t(`publications:items.${publication.id}.abstract`)}</p>
      <span className={styles.meta}>
        <span className={styles.metaItem}>
          <CalendarRegular aria-hidden />
          <time dateTime={publication.date}>{formatCardDate(parseISO(publication.date))}</time>
        </span>
        <span className={styles.metaItem}>
          <DocumentRegular aria-hidden /> {t('publications:card.pages', { count: publication.pages })}
        </span>
      </span>
      <div className={styles.footer}>
        <Button disabledFocusable icon={<ArrowDownloadRegular />} aria-describedby={noteId}>
          {t('common:common.download')}
          <span className={styles.srOnly}> {title}</span>
        </Button>
      </div>
    </Card>
  );
}

function ArticleItem({ article }: { article: JournalArticle }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const authorList = useAuthorList();
  return (
    <li className={styles.listItem} data-testid="journal-article">
      <h3 className={styles.title}>{t(`publications:articles.${article.id}`)}</h3>
      <span className={styles.meta}>
        <span className={styles.metaItem}>
          <PeopleRegular aria-hidden />
          <span className={styles.srOnly}>{t('publications:card.authors')}: </span>
          {authorList(article.authors)}
        </span>
      </span>
      <span className={styles.meta}>
        <span className={styles.metaItem}>
          <BookOpenRegular aria-hidden />
          <span>
            <span className={styles.journal}>{article.journal}</span>
            {', '}
            {t('publications:journal.issue', { volume: article.issue.volume, number: article.issue.number })}
            {', '}
            {t('publications:journal.pages', { first: article.pages[0], last: article.pages[1] })}
          </span>
        </span>
        <span className={styles.metaItem}>
          <CalendarRegular aria-hidden />
          <time dateTime={article.date}>{formatCardDate(parseISO(article.date))}</time>
        </span>
      </span>
    </li>
  );
}

function UpcomingItem({ item }: { item: UpcomingPublication }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const authorList = useAuthorList();
  return (
    <li className={styles.listItem} data-testid="upcoming-publication">
      <div className={styles.badges}>
        <Badge appearance="outline">{t(`publications:types.${item.type}`)}</Badge>
      </div>
      <h3 className={styles.title}>{t(`publications:upcoming.items.${item.id}`)}</h3>
      <span className={styles.meta}>
        <span className={styles.metaItem}>
          <PeopleRegular aria-hidden />
          <span className={styles.srOnly}>{t('publications:card.authors')}: </span>
          {authorList(item.authors)}
        </span>
        <span className={styles.metaItem}>
          <CalendarRegular aria-hidden />
          {t('publications:upcoming.expected', { date: formatMonthGroup(parseISO(`${item.expectedDate}-01`)) })}
        </span>
      </span>
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
            <h3 className={styles.title}>{t(`publications:collections.items.${collection.id}.title`)}</h3>
            <p className={styles.text}>{t(`publications:collections.items.${collection.id}.description`)}</p>
            <p className={styles.note}>
              {t('publications:collections.count', { count: collection.publicationIds.length })}
            </p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The Subscribe box (§2 shows no behaviour): a usable field, the submit disabled with a note. */
function Subscribe() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const noteId = useId('subscribe-note');
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <Section id="subscribe" title={t('publications:subscribe.title')} intro={t('publications:subscribe.text')}>
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('publications:subscribe.title')} noValidate>
        <Field label={t('publications:subscribe.email')}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            contentBefore={<MailRegular aria-hidden />}
            placeholder={t('common:common.emailPlaceholder')}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
        <div>
          <Button type="submit" appearance="primary" disabledFocusable aria-describedby={noteId}>
            {t('common:common.subscribe')}
          </Button>
        </div>
      </form>
      <p id={noteId} className={mergeClasses(styles.note, styles.formNote)}>
        <InfoRegular aria-hidden /> {t('publications:subscribe.note')}
      </p>
    </Section>
  );
}
