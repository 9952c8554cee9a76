import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button-link';
import { PastEvents } from '../components/PastEvents';
import { PAST_EVENTS_SHOWN, splitEvents } from '../lib/event-status';
import { useRenderTime } from '../page-context';
import { PageHero, Section, usePage } from '../components/Page';
import { useEvents } from '../hooks/content';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';

const useStyles = makeStyles({
  cta: { backgroundColor: tokens.colorNeutralBackground2 },
});

/**
 * /events: the upcoming events (search, type filter, grid or month calendar), the most recent past
 * ones, and the host-an-event call to action.
 */
export function EventsPage() {
  usePage('events');
  const { t } = useTranslation('events');
  const styles = useStyles();
  const { data = [] } = useEvents();
  const otherText = usePageData().otherLanguageText?.events;
  // Split here, on the server, at the render's instant: the island gets the upcoming list as props.
  const { upcoming, past } = splitEvents(data, useRenderTime());
  return (
    <>
      <PageHero title={t('hero.title')} text={t('hero.text')} />
      <Section title={t('list.title')} intro={t('list.intro')}>
        <Island name="EventList" props={{ events: upcoming, otherText }} />
      </Section>
      {past.length > 0 ? (
        <Section id="past-events" title={t('past.title')} intro={t('past.intro')}>
          <PastEvents events={past.slice(0, PAST_EVENTS_SHOWN)} />
        </Section>
      ) : null}
      <Section className={styles.cta} title={t('cta.title')} intro={t('cta.text')}>
        <ButtonLink to="/contact">{t('cta.action')}</ButtonLink>
      </Section>
    </>
  );
}
