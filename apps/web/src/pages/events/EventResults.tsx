import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular, DismissRegular, GridRegular } from '@fluentui/react-icons';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventListPage, EventView } from '../../../../../shared/entities';
import { ButtonLink } from '../../../../ui/button-link';
import { EventCard } from '../../components/Cards';
import { CardGrid } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { EmptyState, ResultsToolbar } from '../../components/States';
import { pageCountOf } from '../../lib/pages';
import { useLocalize, useRenderTime } from '../../page-context';
import { EventCalendar } from './EventCalendar';
import { EVENTS_PATH, eventsQuery, isFiltered } from './address';

const useStyles = makeStyles({
  summary: { minHeight: '32px', marginBottom: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  viewGroup: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  viewLabel: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

/** The Grid/Calendar toggle: two links to the same page in the other view, the chosen one marked current. */
function ViewToggle({ page }: { page: EventListPage }) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  const labelId = useId();
  const link = (view: EventView, icon: ReactElement) => (
    <ButtonLink
      to={`${EVENTS_PATH}${eventsQuery(page.filters, view, page.page)}`}
      appearance={page.view === view ? 'primary' : 'secondary'}
      current={page.view === view}
      icon={icon}
    >
      {t(`filters.${view}`)}
    </ButtonLink>
  );
  return (
    <div role="group" aria-labelledby={labelId} className={styles.viewGroup}>
      <span id={labelId} className={styles.viewLabel}>
        {t('filters.view')}
      </span>
      {link('grid', <GridRegular aria-hidden />)}
      {link('calendar', <CalendarLtrRegular aria-hidden />)}
    </div>
  );
}

/**
 * The server's page of the upcoming events (plain HTML, no island): how many match the filters, the
 * view toggle, the page's cards or calendar rows or the empty state, and links to the other pages,
 * which work without JavaScript.
 */
export function EventResults({ page }: { page: EventListPage }) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const now = useRenderTime();
  const pageCount = pageCountOf(page.total, page.pageSize);
  return (
    <>
      <ResultsToolbar
        countText={t('events:list.count', { count: page.total })}
        countTestId="event-count"
        className={styles.summary}
      >
        <div className={styles.actions}>
          {isFiltered(page.filters) ? (
            <ButtonLink
              to={`${EVENTS_PATH}${eventsQuery({ search: '', eventType: null }, page.view)}`}
              appearance="subtle"
              icon={<DismissRegular aria-hidden />}
            >
              {t('events:filters.clear')}
            </ButtonLink>
          ) : null}
          <ViewToggle page={page} />
        </div>
      </ResultsToolbar>
      {page.items.length === 0 ? (
        <EmptyState title={t('events:empty.title')} text={t('common:common.tryAdjusting')} />
      ) : page.view === 'grid' ? (
        <CardGrid>
          {page.items.map((event) => (
            <EventCard key={event.id} event={event} now={now} />
          ))}
        </CardGrid>
      ) : (
        <EventCalendar events={page.items} />
      )}
      <Pagination
        label={t('events:pagination.label')}
        page={page.page}
        pageCount={pageCount}
        hrefOf={(target) => `${localize(EVENTS_PATH)}${eventsQuery(page.filters, page.view, target)}`}
      />
    </>
  );
}
