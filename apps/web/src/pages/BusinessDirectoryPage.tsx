import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Radio,
  RadioGroup,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  ArrowResetRegular,
  BookmarkFilled,
  BookmarkRegular,
  FilterRegular,
  GlobeRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
  PhoneRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES, INDUSTRIES, REGIONS, type Member } from '../../../../shared/entities';
import { DIRECTORY_PAGE_SIZE, type DirectoryFilters, type DirectoryPage } from '../../../../shared/resources';
import { ButtonLink } from '../../../ui/button-link';
import { CallToAction } from '../components/Blocks';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { PageHero, Section, usePage } from '../components/Page';
import { Pagination } from '../components/Pagination';
import { EmptyState, ResultsToolbar } from '../components/States';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { Island } from '../islands/Island';
import { pageCountOf } from '../lib/pages';
import {
  browserStorage,
  parseSavedCompanies,
  readSavedEntry,
  subscribeSavedCompanies,
  toggleSavedCompany,
} from '../lib/saved-companies';
import { useLocalize } from '../page-context';
import { usePageData } from '../page-data';

/** Listing a company in the directory starts with applying for membership. */
const JOIN_TARGET = '/membership/apply';

const DIRECTORY_PATH = '/business-directory';

/** The filter value that stands for no filter. */
const ALL = 'all';

/** Below this width the filter panel collapses behind a toggle button. */
const SMALL_SCREEN = '@media (max-width: 767px)';
const WIDE_SCREEN = '@media (min-width: 768px)';

const useStyles = makeStyles({
  searchRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    maxWidth: '40rem',
    marginBottom: tokens.spacingVerticalXL,
  },
  searchField: { flexGrow: 1, minWidth: '14rem' },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: '1fr',
    [WIDE_SCREEN]: { gridTemplateColumns: '240px 1fr', alignItems: 'start' },
  },
  toggle: { [WIDE_SCREEN]: { display: 'none' } },
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    [SMALL_SCREEN]: { marginTop: tokens.spacingVerticalM },
  },
  panelClosed: { [SMALL_SCREEN]: { display: 'none' } },
  panelTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  hidden: { display: 'none' },
  results: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  savedNote: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cardHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: {
    width: '56px',
    height: '56px',
    flexShrink: 0,
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
  mark: {
    width: '56px',
    height: '56px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  location: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  contacts: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
  },
  contact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  actions: {
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
});

/** What the directory shows when the server read no page (never on /business-directory itself). */
const EMPTY_PAGE: DirectoryPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: DIRECTORY_PAGE_SIZE,
  filters: { search: '', region: null, industry: null, type: null },
};

/** Business directory: the member companies, searched, filtered and paged by the server. */
export function BusinessDirectoryPage() {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const { directory } = usePageData();
  usePage('directory');
  return (
    <>
      <PageHero title={t('directory:hero.title')} text={t('directory:hero.text')}>
        <ButtonLink to={JOIN_TARGET} appearance="secondary">
          {t('directory:join.button')}
        </ButtonLink>
      </PageHero>
      {/* At load: the Save buttons show what this browser saved as soon as the page is read. */}
      <Island name="Directory" props={{ page: directory ?? EMPTY_PAGE }} hydrate="load" />
      <Section id="join-directory" className={styles.band} title={t('directory:join.title')}>
        <CallToAction text={t('directory:join.text')} to={JOIN_TARGET} action={t('directory:join.button')} />
      </Section>
    </>
  );
}

/** The filters as a query string, without the defaults; `page` only past the first. */
export function directoryQuery(filters: DirectoryFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.region) params.set('region', filters.region);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.type) params.set('type', filters.type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the code after hydration runs (false on the server and while hydrating). */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

/** The ids this browser saved (none on the server, so the first render matches the page's HTML). */
function useSavedCompanies(): number[] {
  const raw = useSyncExternalStore(
    subscribeSavedCompanies,
    () => readSavedEntry(browserStorage()),
    () => null,
  );
  return useMemo(() => parseSavedCompanies(raw), [raw]);
}

/**
 * The directory (an island): a GET form of search and filters, which the browser sends without
 * JavaScript too, and the server's page of company cards with its pager. Choosing a filter loads
 * its first page at once; a visitor's saved companies are kept in the browser.
 */
export function Directory({ page }: { page: DirectoryPage }) {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const saved = useSavedCompanies();
  const [search, setSearch] = useState(page.filters.search);
  const [filters, setFilters] = useState(page.filters);
  const [panelOpen, setPanelOpen] = useState(false);
  const [savedOnly, setSavedOnly] = useState(false);
  const panelId = useId('directory-filters');

  const addressOf = (target: DirectoryFilters, pageNumber = 1) =>
    `${localize(DIRECTORY_PATH)}${directoryQuery(target, pageNumber)}`;
  const choose = (key: 'region' | 'industry' | 'type') => (value: string) => {
    const next = { ...filters, search: search.trim(), [key]: value === ALL ? null : value };
    setFilters(next);
    window.location.assign(addressOf(next));
  };

  const shown = savedOnly ? page.items.filter((member) => saved.includes(member.id)) : page.items;
  const pageCount = pageCountOf(page.total, page.pageSize);

  return (
    <Section id="directory" title={t('directory:list.title')} intro={t('directory:list.intro')}>
      <form method="get" action={localize(DIRECTORY_PATH)} aria-label={t('directory:filters.form')}>
        <div className={styles.searchRow} role="search">
          <Field className={styles.searchField} label={t('directory:search.label')}>
            <Input
              type="search"
              name="search"
              value={search}
              contentBefore={<SearchRegular aria-hidden />}
              placeholder={t('directory:search.placeholder')}
              onChange={(_event, data) => setSearch(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary">
            {t('directory:search.submit')}
          </Button>
        </div>
        <div className={styles.layout}>
          <div>
            <Button
              className={mergeClasses(styles.toggle, !hydrated && styles.hidden)}
              icon={<FilterRegular />}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((open) => !open)}
            >
              {panelOpen ? t('directory:filters.hide') : t('directory:filters.show')}
            </Button>
            {/* Without JavaScript there is no toggle: the panel stays open. */}
            <div
              id={panelId}
              role="group"
              aria-labelledby={`${panelId}-title`}
              className={mergeClasses(styles.panel, hydrated && !panelOpen && styles.panelClosed)}
            >
              <h3 id={`${panelId}-title`} className={styles.panelTitle}>
                {t('directory:filters.title')}
              </h3>
              <FilterGroup
                name="region"
                label={t('directory:filters.region')}
                allLabel={t('directory:filters.allRegions')}
                value={filters.region}
                onChange={choose('region')}
                options={REGIONS.map((code) => [code, t(`common:regions.${code}`)])}
              />
              <FilterGroup
                name="industry"
                label={t('directory:filters.industry')}
                allLabel={t('directory:filters.allIndustries')}
                value={filters.industry}
                onChange={choose('industry')}
                options={INDUSTRIES.map((code) => [code, t(`common:industries.${code}`)])}
              />
              <FilterGroup
                name="type"
                label={t('directory:filters.type')}
                allLabel={t('directory:filters.allTypes')}
                value={filters.type}
                onChange={choose('type')}
                options={BUSINESS_TYPES.map((code) => [code, t(`directory:types.${code}`)])}
              />
              {/* Choosing a filter applies it once the page's code runs; before, this sends the form. */}
              <Button type="submit" className={mergeClasses(hydrated && styles.hidden)}>
                {t('directory:filters.apply')}
              </Button>
              <ButtonLink to={DIRECTORY_PATH} appearance="secondary" icon={<ArrowResetRegular />}>
                {t('directory:filters.reset')}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.results}>
            <ResultsToolbar
              countText={t('directory:list.count', { count: page.total })}
              countTestId="company-count"
              emphasis
            >
              <ToggleButton
                className={mergeClasses(!hydrated && styles.hidden)}
                checked={savedOnly}
                icon={savedOnly ? <BookmarkFilled /> : <BookmarkRegular />}
                onClick={() => setSavedOnly((only) => !only)}
                data-testid="saved-only"
              >
                {t('directory:saved.toggle', { count: saved.length })}
              </ToggleButton>
            </ResultsToolbar>
            {savedOnly ? (
              <p className={styles.savedNote} role="status">
                {shown.length ? t('directory:saved.showing') : t('directory:saved.noneHere')}{' '}
                {t('directory:saved.browserOnly')}
              </p>
            ) : null}
            {page.items.length === 0 ? (
              <div>
                <EmptyState title={t('directory:list.emptyTitle')} text={t('directory:list.emptyText')} />
              </div>
            ) : (
              <div className={styles.grid}>
                {shown.map((member) => (
                  <CompanyCard key={member.id} member={member} saved={saved.includes(member.id)} />
                ))}
              </div>
            )}
            <Pagination
              label={t('directory:pagination.label')}
              page={page.page}
              pageCount={pageCount}
              onChange={(target) => window.location.assign(addressOf(page.filters, target))}
              hrefOf={(target) => addressOf(page.filters, target)}
            />
          </div>
        </div>
      </form>
    </Section>
  );
}

function FilterGroup({
  name,
  label,
  allLabel,
  value,
  onChange,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string | null;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <Field label={label}>
      <RadioGroup name={name} value={value ?? ALL} onChange={(_event, data) => onChange(data.value)}>
        <Radio value={ALL} label={allLabel} />
        {options.map(([code, text]) => (
          <Radio key={code} value={code} label={text} />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** A legal form after the name (AB, SA, A/S, S.L.): not what the company is called. */
const LEGAL_FORM = /^[\p{Lu}./&]{1,5}$/u;

/**
 * Two letters for a company without a logo: the initials of its first two words (legal forms
 * left out), or the first two letters of a one-word name.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const [first = '', ...rest] = words;
  const named = rest.filter((word) => !LEGAL_FORM.test(word));
  const letters = named.length ? [[...first][0], [...named[0]!][0]] : [...first].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A phone number as a tel: address: its digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

function CompanyCard({ member, saved }: { member: Member; saved: boolean }) {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(member);
  const contact = member.contact;
  return (
    <Card className={styles.card} data-testid="company-card">
      <div className={styles.cardHead}>
        {/* The name follows as the heading: the logo, or the initials without one, is decorative. */}
        {member.logo ? (
          <img className={styles.logo} src={member.logo} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className={styles.mark} aria-hidden>
            {initialsOf(member.name)}
          </span>
        )}
        <div>
          <h3 className={styles.name}>{member.name}</h3>
          <span className={styles.location}>
            <LocationRegular aria-hidden /> {member.location}
          </span>
        </div>
      </div>
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`common:regions.${member.region}`)}</Badge>
        <Badge appearance="outline">{t(`common:industries.${member.industry}`)}</Badge>
        {member.businessType ? (
          <Badge appearance="outline" color="informative">
            {t(`directory:types.${member.businessType}`)}
          </Badge>
        ) : null}
      </div>
      <p className={styles.text} lang={textLang}>
        {member.description}
      </p>
      <EnglishOnlyNote lang={textLang} />
      <ul className={styles.contacts} aria-label={t('directory:card.contact', { name: member.name })}>
        {contact?.name ? (
          <li className={styles.contact}>
            <PersonRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.contactPerson')}: </VisuallyHidden>
            {contact.name}
          </li>
        ) : null}
        {contact?.email ? (
          <li className={styles.contact}>
            <MailRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.email')}: </VisuallyHidden>
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        ) : null}
        {contact?.phone ? (
          <li className={styles.contact}>
            <PhoneRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.phone')}: </VisuallyHidden>
            <a className={styles.link} href={telOf(contact.phone)}>
              {contact.phone}
            </a>
          </li>
        ) : null}
        {member.website ? (
          <li className={styles.contact}>
            <GlobeRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.website')}: </VisuallyHidden>
            <a className={styles.link} href={member.website} target="_blank" rel="noopener noreferrer">
              {member.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <VisuallyHidden> ({t('directory:card.newTab')})</VisuallyHidden>
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        <SaveButton member={member} saved={saved} />
        <ButtonLink to={`/members/${member.id}`} size="small" appearance="secondary" icon={<PersonRegular />}>
          {t('directory:card.viewProfile')}
          <VisuallyHidden>: {member.name}</VisuallyHidden>
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Save: keeps the company in this browser's list; pressed (and filled) while it is there. */
function SaveButton({ member, saved }: { member: Member; saved: boolean }) {
  const { t } = useTranslation('directory');
  return (
    <ToggleButton
      size="small"
      checked={saved}
      icon={saved ? <BookmarkFilled /> : <BookmarkRegular />}
      onClick={() => toggleSavedCompany(browserStorage(), member.id)}
      data-testid="save-company"
    >
      {t('card.save')}
      <VisuallyHidden>: {member.name}</VisuallyHidden>
    </ToggleButton>
  );
}
