import {
  Badge,
  Button,
  Card,
  Field,
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
  FilterRegular,
  GlobeRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
  PhoneRegular,
} from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_PAGINATION } from '../../../../shared/constants';
import { CallToAction } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { ComingSoonButton, Note } from '../components/ComingSoon';
import { SearchField } from '../components/Fields';
import { PageHero, Section, usePage } from '../components/Page';
import { StaticPagination } from '../components/StaticPagination';
import { EmptyState, ResultsToolbar } from '../components/States';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { Island } from '../islands/Island';
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

/** Static pagination (10 pages shown, no paging logic). */
const PAGES = Array.from({ length: STATIC_PAGINATION.directory }, (_, index) => index + 1);

/** Below this width the filter panel collapses behind a toggle button. */
const SMALL_SCREEN = '@media (max-width: 767px)';
const WIDE_SCREEN = '@media (min-width: 768px)';

const useStyles = makeStyles({
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
  band: { backgroundColor: tokens.colorNeutralBackground2 },
});

/** Business directory: search, three radio filters that apply at once, company cards, static pagination. */
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
      <Island name="Directory" props={{}} />
      <Section id="join-directory" className={styles.band} title={t('directory:join.title')}>
        <CallToAction text={t('directory:join.text')} to={JOIN_TARGET} action={t('directory:join.button')} />
      </Section>
    </>
  );
}

/** The directory: search, radio filters that apply at once, company cards (an island). */
export function Directory() {
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
      <SearchField
        className={styles.search}
        label={t('directory:search.label')}
        placeholder={t('directory:search.placeholder')}
        value={search}
        onChange={setSearch}
      />
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
          <ResultsToolbar
            countText={t('directory:list.count', { count: shown.length })}
            countTestId="company-count"
            emphasis
          >
            <Note id={noteId} info>
              {t('directory:card.note')}
            </Note>
          </ResultsToolbar>
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
          <StaticPagination
            label={t('directory:pagination.label')}
            pages={PAGES}
            note={t('directory:pagination.note')}
            testId="directory-pagination"
          />
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
          <VisuallyHidden>{t('directory:card.website')}: </VisuallyHidden>
          <a className={styles.link} href={company.website} target="_blank" rel="noopener noreferrer">
            {company.website.replace(/^https?:\/\//, '')}
            <VisuallyHidden> ({t('directory:card.newTab')})</VisuallyHidden>
          </a>
        </li>
        <li className={styles.contact}>
          <PhoneRegular aria-hidden />
          <VisuallyHidden>{t('directory:card.phone')}: </VisuallyHidden>
          <a className={styles.link} href={`tel:${company.phone.replace(/\s/g, '')}`}>
            {company.phone}
          </a>
        </li>
        <li className={styles.contact}>
          <MailRegular aria-hidden />
          <VisuallyHidden>{t('directory:card.email')}: </VisuallyHidden>
          <a className={styles.link} href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </li>
      </ul>
      <div className={styles.actions}>
        {/* Save and View Profile have no behaviour yet: disabled, explained by the note above the list. */}
        <ComingSoonButton noteId={noteId} size="small" icon={<BookmarkRegular />} target={company.name}>
          {t('directory:card.save')}
        </ComingSoonButton>
        <ComingSoonButton noteId={noteId} size="small" icon={<PersonRegular />} target={company.name}>
          {t('directory:card.viewProfile')}
        </ComingSoonButton>
      </div>
    </Card>
  );
}
