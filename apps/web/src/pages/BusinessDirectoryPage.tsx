import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  ArrowResetRegular,
  BookmarkRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  FilterRegular,
  GlobeRegular,
  InfoRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
  PhoneRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_PAGINATION } from '../../../../shared/constants';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
import {
  ALL,
  BUSINESS_TYPES,
  DEFAULT_DIRECTORY_FILTERS,
  DIRECTORY_COMPANIES,
  DIRECTORY_INDUSTRIES,
  DIRECTORY_REGIONS,
  filterCompanies,
  searchCompanies,
  type DirectoryCompany,
  type DirectoryFilters,
} from '../data/directory';

/** Applying to the directory is a membership enquiry through the contact form. */
const JOIN_TARGET = '/contact?inquiryType=membership#contact-form';

/** Below this width the filter panel collapses behind a toggle button. */
const SMALL_SCREEN = '@media (max-width: 767px)';
const WIDE_SCREEN = '@media (min-width: 768px)';

const useStyles = makeStyles({
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  search: { maxWidth: '40rem', marginBottom: tokens.spacingVerticalXL },
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
  results: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  count: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cardHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: { width: '56px', height: '56px', flexShrink: 0, borderRadius: tokens.borderRadiusMedium },
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
  pagination: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'center' },
  pages: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  pageButton: { minWidth: '40px' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
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

/** Business directory (§2, §4): search, three radio filters that apply at once, company cards, static pagination. */
export function BusinessDirectoryPage() {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  usePage('directory');
  return (
    <>
      <PageHero title={t('directory:hero.title')} text={t('directory:hero.text')}>
        <ButtonLink to={JOIN_TARGET} appearance="secondary">
          {t('directory:join.button')}
        </ButtonLink>
      </PageHero>
      <Directory />
      <Section id="join-directory" className={styles.band} title={t('directory:join.title')}>
        <div className={styles.cta}>
          <p className={styles.ctaText}>{t('directory:join.text')}</p>
          <ButtonLink to={JOIN_TARGET}>{t('directory:join.button')}</ButtonLink>
        </div>
      </Section>
    </>
  );
}

function Directory() {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<DirectoryFilters>(DEFAULT_DIRECTORY_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId('directory-filters');
  const noteId = useId('directory-note');

  const shown = useMemo(
    () =>
      searchCompanies(filterCompanies(DIRECTORY_COMPANIES, filters), search, (company) =>
        t(`directory:companies.${company.id}`),
      ),
    [filters, search, t],
  );
  const update = (key: keyof DirectoryFilters) => (value: string) => setFilters((now) => ({ ...now, [key]: value }));
  const reset = () => {
    setFilters(DEFAULT_DIRECTORY_FILTERS);
    setSearch('');
  };

  return (
    <Section id="directory" title={t('directory:list.title')} intro={t('directory:list.intro')}>
      <Field className={styles.search} label={t('directory:search.label')}>
        <Input
          type="search"
          value={search}
          contentBefore={<SearchRegular aria-hidden />}
          placeholder={t('directory:search.placeholder')}
          onChange={(_event, data) => setSearch(data.value)}
        />
      </Field>
      <div className={styles.layout}>
        <div>
          <Button
            className={styles.toggle}
            icon={<FilterRegular />}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? t('directory:filters.hide') : t('directory:filters.show')}
          </Button>
          <div
            id={panelId}
            role="group"
            aria-labelledby={`${panelId}-title`}
            className={mergeClasses(styles.panel, !panelOpen && styles.panelClosed)}
          >
            <h3 id={`${panelId}-title`} className={styles.panelTitle}>
              {t('directory:filters.title')}
            </h3>
            <FilterGroup
              label={t('directory:filters.region')}
              allLabel={t('directory:filters.allRegions')}
              value={filters.region}
              onChange={update('region')}
              options={DIRECTORY_REGIONS.map((code) => [code, t(`directory:regions.${code}`)])}
            />
            <FilterGroup
              label={t('directory:filters.industry')}
              allLabel={t('directory:filters.allIndustries')}
              value={filters.industry}
              onChange={update('industry')}
              options={DIRECTORY_INDUSTRIES.map((code) => [code, t(`common:industries.${code}`)])}
            />
            <FilterGroup
              label={t('directory:filters.type')}
              allLabel={t('directory:filters.allTypes')}
              value={filters.type}
              onChange={update('type')}
              options={BUSINESS_TYPES.map((code) => [code, t(`directory:types.${code}`)])}
            />
            <Button icon={<ArrowResetRegular />} onClick={reset}>
              {t('directory:filters.reset')}
            </Button>
          </div>
        </div>
        <div className={styles.results}>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status" data-testid="company-count">
              {t('directory:list.count', { count: shown.length })}
            </p>
            <p id={noteId} className={styles.note}>
              <InfoRegular aria-hidden /> {t('directory:card.note')}
            </p>
          </div>
          {shown.length === 0 ? (
            <div>
              <EmptyState title={t('directory:list.emptyTitle')} text={t('directory:list.emptyText')} />
            </div>
          ) : (
            <div className={styles.grid}>
              {shown.map((company) => (
                <CompanyCard key={company.id} company={company} noteId={noteId} />
              ))}
            </div>
          )}
          <StaticPagination />
        </div>
      </div>
    </Section>
  );
}

function FilterGroup({
  label,
  allLabel,
  value,
  onChange,
  options,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <Field label={label}>
      <RadioGroup value={value} onChange={(_event, data) => onChange(data.value)}>
        <Radio value={ALL} label={allLabel} />
        {options.map(([code, text]) => (
          <Radio key={code} value={code} label={text} />
        ))}
      </RadioGroup>
    </Field>
  );
}

function CompanyCard({ company, noteId }: { company: DirectoryCompany; noteId: string }) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const country = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(company.location.country),
    [i18n.language, company.location.country],
  );
  return (
    <Card className={styles.card} data-testid="company-card">
      <div className={styles.cardHead}>
        {/* The name follows as the heading, so the logo is decorative. */}
        <img className={styles.logo} src={company.logo} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h3 className={styles.name}>{company.name}</h3>
          <span className={styles.location}>
            <LocationRegular aria-hidden /> {company.location.city}, {country}
          </span>
        </div>
      </div>
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`directory:regions.${company.region}`)}</Badge>
        <Badge appearance="outline">{t(`common:industries.${company.industry}`)}</Badge>
        <Badge appearance="outline" color="informative">
          {t(`directory:types.${company.type}`)}
        </Badge>
      </div>
      <p className={styles.text}>{t(`directory:companies.${company.id}`)}</p>
      <ul className={styles.contacts} aria-label={t('directory:card.contact', { name: company.name })}>
        <li className={styles.contact}>
          <GlobeRegular aria-hidden />
          <span className={styles.srOnly}>{t('directory:card.website')}: </span>
          <a className={styles.link} href={company.website} target="_blank" rel="noopener noreferrer">
            {company.website.replace(/^https?:\/\//, '')}
            <span className={styles.srOnly}> ({t('directory:card.newTab')})</span>
          </a>
        </li>
        <li className={styles.contact}>
          <PhoneRegular aria-hidden />
          <span className={styles.srOnly}>{t('directory:card.phone')}: </span>
          <a className={styles.link} href={`tel:${company.phone.replace(/\s/g, '')}`}>
            {company.phone}
          </a>
        </li>
        <li className={styles.contact}>
          <MailRegular aria-hidden />
          <span className={styles.srOnly}>{t('directory:card.email')}: </span>
          <a className={styles.link} href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </li>
      </ul>
      <div className={styles.actions}>
        {/* §2 shows no behaviour for Save and View Profile: disabled, explained by the note above the list. */}
        <Button size="small" icon={<BookmarkRegular />} disabledFocusable aria-describedby={noteId}>
          {t('directory:card.save')}
          <span className={styles.srOnly}> {company.name}</span>
        </Button>
        <Button size="small" icon={<PersonRegular />} disabledFocusable aria-describedby={noteId}>
          {t('directory:card.viewProfile')}
          <span className={styles.srOnly}> {company.name}</span>
        </Button>
      </div>
    </Card>
  );
}

/** Static pagination (§9: 10 pages, no paging logic): page 1 is current, the others are disabled. */
function StaticPagination() {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const pages = Array.from({ length: STATIC_PAGINATION.directory }, (_, index) => index + 1);
  return (
    <nav className={styles.pagination} aria-label={t('directory:pagination.label')} data-testid="directory-pagination">
      <ul className={styles.pages}>
        <li>
          <Button appearance="subtle" icon={<ChevronLeftRegular />} disabled aria-label={t('common:common.previous')} />
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Button
              className={styles.pageButton}
              appearance={page === 1 ? 'primary' : 'subtle'}
              aria-current={page === 1 ? 'page' : undefined}
              aria-label={t('common:common.page', { n: page })}
              disabled={page !== 1}
            >
              {page}
            </Button>
          </li>
        ))}
        <li>
          <Button appearance="subtle" icon={<ChevronRightRegular />} disabled aria-label={t('common:common.next')} />
        </li>
      </ul>
      <p className={styles.note}>{t('directory:pagination.note')}</p>
    </nav>
  );
}
