import { Button, Card, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Industry, Region } from '../../../../../shared/entities';
import { Section } from '../../components/Page';
import { useLocalize } from '../../page-context';

const useStyles = makeStyles({
  searchCard: { padding: tokens.spacingHorizontalXL },
  searchForm: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});

/** Region choices of the home search and the members-page region each stands for ('all' sets none). */
const SEARCH_REGIONS = {
  all: null,
  ibero: 'ibero-america',
  nordic: 'nordic',
  baltic: 'baltic',
} as const satisfies Record<string, Region | null>;

/** Industry choices of the home search and the member industry each stands for ('all' sets none). */
const SEARCH_INDUSTRIES = {
  all: null,
  tech: 'technology',
  energy: 'energy',
  finance: 'finance',
  agriculture: 'agriculture',
} as const satisfies Record<string, Industry | null>;
/**
 * Search box with region and industry selects: a plain form that opens the members page with those
 * filters (it works without JavaScript; the members page reads the short codes too).
 */
export function MemberSearch() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <Section title={t('home:search.title')} intro={t('home:search.intro')}>
      <Card className={styles.searchCard}>
        <form
          className={styles.searchForm}
          role="search"
          method="get"
          action={localize('/members')}
          data-testid="home-search"
        >
          <Field label={t('home:search.label')}>
            <Input
              type="search"
              name="search"
              placeholder={t('home:search.placeholder')}
              contentBefore={<SearchRegular aria-hidden />}
            />
          </Field>
          <Field label={t('home:search.region')}>
            <Select name="region" defaultValue="all">
              {Object.entries(SEARCH_REGIONS).map(([value, code]) => (
                <option key={value} value={value}>
                  {code ? t(`common:regions.${code}`) : t('home:search.allRegions')}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('home:search.industry')}>
            <Select name="industry" defaultValue="all">
              {Object.entries(SEARCH_INDUSTRIES).map(([value, code]) => (
                <option key={value} value={value}>
                  {code ? t(`common:industries.${code}`) : t('home:search.allIndustries')}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" icon={<SearchRegular />}>
            {t('home:search.submit')}
          </Button>
        </form>
      </Card>
    </Section>
  );
}
