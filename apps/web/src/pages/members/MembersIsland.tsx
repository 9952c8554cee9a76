import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberFilterOptions, MemberListFilters } from '../../../../../shared/entities';
import { useLocalize } from '../../page-context';
import { MEMBERS_PATH, membersQuery } from './address';

/** The value of a select that disables its filter. */
const ALL = 'all';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
  submit: { justifySelf: 'start' },
});

/**
 * The member list's filters (an island): a GET form of /members, which the browser sends without
 * JavaScript too, so the server answers the filtered first page. Once the code runs, choosing a
 * region or an industry sends it at once. It gets the filters and their options only: the cards
 * and the pager are the server's HTML around it.
 */
export function MemberDirectory({ filters, options }: { filters: MemberListFilters; options: MemberFilterOptions }) {
  const { t, i18n } = useTranslation(['members', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const [search, setSearch] = useState(filters.search);
  const byLabel = (prefix: string) => (a: string, b: string) =>
    t(`common:${prefix}.${a}`).localeCompare(t(`common:${prefix}.${b}`), i18n.language);
  const regions = [...options.regions].sort(byLabel('regions'));
  const industries = [...options.industries].sort(byLabel('industries'));
  // A filter chosen loads its first page, with the search as it stands in the box.
  const choose = (change: Partial<MemberListFilters>) =>
    window.location.assign(
      `${localize(MEMBERS_PATH)}${membersQuery({ ...filters, search: search.trim(), ...change })}`,
    );
  return (
    <form
      className={styles.filters}
      method="get"
      action={localize(MEMBERS_PATH)}
      role="search"
      // Sent by the code, the address leaves out what is not chosen (the browser's form sends every field).
      onSubmit={(event) => {
        event.preventDefault();
        choose({});
      }}
    >
      <Field label={t('members:filters.search')}>
        <Input
          type="search"
          name="search"
          value={search}
          placeholder={t('members:filters.searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden />}
          onChange={(_, data) => setSearch(data.value)}
        />
      </Field>
      <Field label={t('members:filters.region')}>
        <Select
          name="region"
          value={filters.region ?? ALL}
          onChange={(_, data) =>
            choose({ region: data.value === ALL ? null : (data.value as MemberListFilters['region']) })
          }
        >
          <option value={ALL}>{t('members:filters.allRegions')}</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {t(`common:regions.${region}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('members:filters.industry')}>
        <Select
          name="industry"
          value={filters.industry ?? ALL}
          onChange={(_, data) =>
            choose({ industry: data.value === ALL ? null : (data.value as MemberListFilters['industry']) })
          }
        >
          <option value={ALL}>{t('members:filters.allIndustries')}</option>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {t(`common:industries.${industry}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" icon={<SearchRegular aria-hidden />}>
        {t('members:filters.apply')}
      </Button>
    </form>
  );
}
