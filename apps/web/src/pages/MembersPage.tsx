import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { SKELETON_COUNTS } from '../../../../shared/constants';
import { INDUSTRIES, REGIONS, type Member } from '../../../../shared/entities';
import { ButtonLink } from '../../../ui/button-link';
import { MemberCard } from '../components/Cards';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { CardSkeletons, EmptyState, LoadError } from '../components/States';
import { useMembers } from '../hooks/content';
import { ALL, distinct, filterMembers } from '../lib/filters';

type MemberFilters = { search: string; region: string; industry: string };

// The home page's search form may use the short codes of the spec (§2 Home) for its choices.
const ALIASES: Record<string, string> = {
  ibero: 'ibero-america',
  'ibero-american': 'ibero-america',
  tech: 'technology',
};

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
    marginBottom: tokens.spacingVerticalL,
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
});

function normalise(value: string | null): string {
  const code = (value ?? '').trim().toLowerCase();
  return code ? (ALIASES[code] ?? code) : ALL;
}

/** Marks the history entries this page writes, to tell them from links and back/forward. */
const OWN_WRITE = { memberFilters: true } as const;
const isOwnWrite = (state: unknown) => typeof state === 'object' && state !== null && 'memberFilters' in state;

function readFilters(params: URLSearchParams): MemberFilters {
  return {
    search: params.get('search') ?? '',
    region: normalise(params.get('region')),
    industry: normalise(params.get('industry')),
  };
}

/**
 * The filters, kept in the URL (`?search=&region=&industry=`) so links and reloads keep them.
 * The inputs read local state and every change writes the whole set to the URL (replace): URL
 * updates land asynchronously, and a lagging URL must never undo what the visitor just typed.
 * A URL change from elsewhere (a link, back/forward) is followed.
 */
function useMemberFilters(): [MemberFilters, (change: Partial<MemberFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [filters, setFilters] = useState(() => readFilters(params));
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== NavigationType.Replace || !isOwnWrite(location.state)) setFilters(readFilters(params));
  }
  const update = (change: Partial<MemberFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.region !== ALL) query.set('region', next.region);
    if (next.industry !== ALL) query.set('industry', next.industry);
    setParams(query, { replace: true, state: OWN_WRITE });
  };
  return [filters, update];
}

/**
 * The options of a select: the distinct values of the loaded data (§2). Before the data arrives, a
 * known code from the URL is kept so the select already shows the visitor's choice.
 */
function optionsFor(
  members: readonly Member[] | undefined,
  key: 'region' | 'industry',
  wanted: string,
  known: readonly string[],
): string[] {
  if (members) return distinct(members, key);
  return known.includes(wanted) ? [wanted] : [];
}

function FilterBar({
  filters,
  regions,
  industries,
  onChange,
}: {
  filters: MemberFilters;
  regions: string[];
  industries: string[];
  onChange: (change: Partial<MemberFilters>) => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  return (
    <div className={styles.filters}>
      <Field label={t('members:filters.search')}>
        <Input
          type="search"
          value={filters.search}
          placeholder={t('members:filters.searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden />}
          onChange={(_, data) => onChange({ search: data.value })}
        />
      </Field>
      <Field label={t('members:filters.region')}>
        <Select value={filters.region} onChange={(_, data) => onChange({ region: data.value })}>
          <option value={ALL}>{t('members:filters.allRegions')}</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {t(`common:regions.${region}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('members:filters.industry')}>
        <Select value={filters.industry} onChange={(_, data) => onChange({ industry: data.value })}>
          <option value={ALL}>{t('members:filters.allIndustries')}</option>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {t(`common:industries.${industry}`)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

function MemberResults({
  query: { data, isPending, isError },
  filters,
  onClear,
}: {
  query: Pick<ReturnType<typeof useMembers>, 'data' | 'isPending' | 'isError'>;
  filters: MemberFilters;
  onClear: () => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  const results = data ? filterMembers(data, filters) : [];
  const filtered = filters.search.trim() !== '' || filters.region !== ALL || filters.industry !== ALL;

  if (isError) return <LoadError />;
  if (isPending) {
    return (
      <CardGrid>
        <CardSkeletons count={SKELETON_COUNTS.members} label={t('members:list.loading')} />
      </CardGrid>
    );
  }
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {t('members:list.count', { count: results.length })}
        </p>
        {filtered ? (
          <Button appearance="subtle" icon={<DismissRegular aria-hidden />} onClick={onClear}>
            {t('members:filters.clear')}
          </Button>
        ) : null}
      </div>
      {results.length === 0 ? (
        <EmptyState title={t('members:empty.title')} text={t('common:common.tryAdjusting')} />
      ) : (
        <CardGrid>
          {results.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </CardGrid>
      )}
    </>
  );
}

/** /members: the member directory with search, region and industry filters kept in the URL (§2, §5). */
export function MembersPage() {
  usePage('members');
  const { t, i18n } = useTranslation(['members', 'common']);
  const query = useMembers();
  const { data } = query;
  const [wanted, update] = useMemberFilters();

  const byLabel = (prefix: string) => (a: string, b: string) =>
    t(`common:${prefix}.${a}`).localeCompare(t(`common:${prefix}.${b}`), i18n.language);
  const regions = optionsFor(data, 'region', wanted.region, REGIONS).sort(byLabel('regions'));
  const industries = optionsFor(data, 'industry', wanted.industry, INDUSTRIES).sort(byLabel('industries'));
  // A choice that is not among the options (an outdated link) shows, and filters, as 'all'.
  const filters: MemberFilters = {
    search: wanted.search,
    region: regions.includes(wanted.region) ? wanted.region : ALL,
    industry: industries.includes(wanted.industry) ? wanted.industry : ALL,
  };

  return (
    <>
      <PageHero title={t('members:hero.title')} text={t('members:hero.text')}>
        <ButtonLink to="/contact?inquiryType=membership#contact-form" appearance="secondary">
          {t('members:hero.join')}
        </ButtonLink>
      </PageHero>
      <Section title={t('members:list.title')} intro={t('members:list.intro')}>
        <FilterBar filters={filters} regions={regions} industries={industries} onChange={update} />
        <MemberResults
          query={query}
          filters={filters}
          onClear={() => update({ search: '', region: ALL, industry: ALL })}
        />
      </Section>
    </>
  );
}
