import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular, OpenRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eventCalendarPath, googleCalendarUrl } from '../../../../shared/calendar-links';
import type { ChamberEvent } from '../../../../shared/entities';
import { useAbsoluteUrls } from '../page-context';
import { SiteLink } from './SiteLink';
import { VisuallyHidden } from './VisuallyHidden';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalXS },
  label: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForeground1,
  },
});

/**
 * "Add to calendar": the event's iCalendar file (in the page's language) and Google Calendar, filled
 * in with the event and this page's address.
 */
export function AddToCalendar({
  event,
}: {
  event: Pick<ChamberEvent, 'id' | 'title' | 'description' | 'location' | 'date' | 'endDate' | 'timeZone'>;
}) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  const urls = useAbsoluteUrls();
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId} data-testid="add-to-calendar">
      <p id={labelId} className={styles.label}>
        {t('calendarLinks.title')}
      </p>
      <div className={styles.links}>
        <SiteLink className={styles.link} to={eventCalendarPath(event.id)} download>
          <CalendarAddRegular aria-hidden /> {t('calendarLinks.ics')}
        </SiteLink>
        <a className={styles.link} href={googleCalendarUrl(event, urls.page)} target="_blank" rel="noopener noreferrer">
          <OpenRegular aria-hidden /> {t('calendarLinks.google')}
          <VisuallyHidden> {t('calendarLinks.newTab')}</VisuallyHidden>
        </a>
      </div>
    </div>
  );
}
