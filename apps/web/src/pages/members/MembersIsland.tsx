import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Member } from '../../../../../shared/entities';
import { MemberCard } from '../../components/Cards';
import { CardGrid } from '../../components/Page';
import { EmptyState } from '../../components/States';
import { usePageQuery } from '../../page-context';
import { ALL, distinct, filterMembers } from '../../lib/filters';

type MemberFilters = { search: string; region: string; industry: string };

// The home page's search form may use short codes for its choices.
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

function readFilters(params: URLSearchParams): MemberFilters {
  return {
    search: params.get('search') ?? '',
    region: normalise(params.get('region')),
    industry: normalise(params.get('industry')),
  };
}

/**
 * The filters, kept in the URL (`?search=&region=&industry=`) so links and reloads keep them: the
 * server renders the page with the URL's filters, and every change here replaces the URL's query.
 */
function useMemberFilters(): [MemberFilters, (change: Partial<MemberFilters>) => void] {
  const query = usePageQuery();
  const [filters, setFilters] = useState(() => readFilters(query));
  const update = (change: Partial<MemberFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.region !== ALL) query.set('region', next.region);
    if (next.industry !== ALL) query.set('industry', next.industry);
    const search = query.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };
  return [filters, update];
}

/**
 * The options of a select: the distinct values of the loaded data. Before the data arrives, a
 * known code from the URL is kept so the select already shows the visitor's choice.
 */
function optionsFor(members: readonly Member[], key: 'region' | 'industry'): string[] {
  return distinct(members, key);
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
    // A plain GET form too: without JavaScript, Enter reloads the page with the filters applied.
    <form className={styles.filters} method="get" role="search" onSubmit={(event) => event.preventDefault()}>
      <Field label={t('members:filters.search')}>
        <Input
          type="search"
          name="search"
          value={filters.search}
          placeholder={t('members:filters.searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden />}
          onChange={(_, data) => onChange({ search: data.value })}
        />
      </Field>
      <Field label={t('members:filters.region')}>
        <Select name="region" value={filters.region} onChange={(_, data) => onChange({ region: data.value })}>
          <option value={ALL}>{t('members:filters.allRegions')}</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {t(`common:regions.${region}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('members:filters.industry')}>
        <Select name="industry" value={filters.industry} onChange={(_, data) => onChange({ industry: data.value })}>
          <option value={ALL}>{t('members:filters.allIndustries')}</option>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {t(`common:industries.${industry}`)}
            </option>
          ))}
        </Select>
      </Field>
    </form>
  );
}

function MemberResults({
  members,
  otherText,
  filters,
  onClear,
}: {
  members: readonly Member[];
  otherText: Readonly<Record<number, string>>;
  filters: MemberFilters;
  onClear: () => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  const results = filterMembers(members, filters, otherText);
  const filtered = filters.search.trim() !== '' || filters.region !== ALL || filters.industry !== ALL;
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

/**
 * The member directory: search (of every language: `otherText`, see PageData), region and industry
 * filters (kept in the URL) over the cards (an island).
 */
export function MemberDirectory({
  members,
  otherText = {},
}: {
  members: Member[];
  otherText?: Record<number, string>;
}) {
  const { t, i18n } = useTranslation(['members', 'common']);
  const [wanted, update] = useMemberFilters();
  const byLabel = (prefix: string) => (a: string, b: string) =>
    t(`common:${prefix}.${a}`).localeCompare(t(`common:${prefix}.${b}`), i18n.language);
  const regions = optionsFor(members, 'region').sort(byLabel('regions'));
  const industries = optionsFor(members, 'industry').sort(byLabel('industries'));
  // A choice that is not among the options (an outdated link) shows, and filters, as 'all'.
  const filters: MemberFilters = {
    search: wanted.search,
    region: regions.includes(wanted.region) ? wanted.region : ALL,
    industry: industries.includes(wanted.industry) ? wanted.industry : ALL,
  };
  return (
    <>
      <FilterBar filters={filters} regions={regions} industries={industries} onChange={update} />
      <MemberResults
        members={members}
        otherText={otherText}
        filters={filters}
        onClear={() => update({ search: '', region: ALL, industry: ALL })}
      />
    </>
  );
}
