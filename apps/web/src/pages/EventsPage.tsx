import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EVENT_PAGE_SIZE } from '../../../../shared/constants';
import type { EventListPage } from '../../../../shared/entities';
import { ButtonLink } from '../../../ui/button-link';
import { PastEvents } from '../components/PastEvents';
import { PageHero, Section, usePage } from '../components/Page';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { EventResults } from './events/EventResults';

const useStyles = makeStyles({
  cta: { backgroundColor: tokens.colorNeutralBackground2 },
});

/** What the list shows when the server read no page (never on /events itself). */
const EMPTY_PAGE: EventListPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: EVENT_PAGE_SIZE,
  filters: { search: '', eventType: null },
  view: 'grid',
  types: [],
  past: [],
  nextEndAt: null,
};

/**
 * /events: the upcoming events, searched, filtered by type, paged and shown as a grid or a month
 * calendar by the server from the address's query (the filter form is the one island), the most
 * recent past events, and the host-an-event call to action.
 */
export function EventsPage() {
  usePage('events');
  const { t } = useTranslation('events');
  const styles = useStyles();
  const page = usePageData().eventList ?? EMPTY_PAGE;
  return (
    <>
      <PageHero title={t('hero.title')} text={t('hero.text')} />
      <Section title={t('list.title')} intro={t('list.intro')}>
        <Island name="EventFilters" props={{ filters: page.filters, view: page.view, types: page.types }} />
        <EventResults page={page} />
      </Section>
      {page.past.length > 0 ? (
        <Section id="past-events" title={t('past.title')} intro={t('past.intro')}>
          <PastEvents events={page.past} />
        </Section>
      ) : null}
      <Section className={styles.cta} title={t('cta.title')} intro={t('cta.text')}>
        <ButtonLink to="/contact">{t('cta.action')}</ButtonLink>
      </Section>
    </>
  );
}
