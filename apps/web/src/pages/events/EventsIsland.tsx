import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFormat, EventListFilters, EventView } from '../../../../../shared/entities';
import { useLocalize } from '../../page-context';
import { EVENTS_PATH, eventsQuery } from './address';

/** The value of the select that disables the type filter. */
const ALL = 'all';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(180px, 1fr) auto',
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  submit: { justifySelf: 'start' },
});

/**
 * The upcoming events' filters (an island): a GET form of /events, which the browser sends without
 * JavaScript too, so the server answers the filtered first page in the same view. Once the code
 * runs, choosing a type sends it at once. It gets the filters, the view and the type options only:
 * the cards, the calendar and the pager are the server's HTML around it.
 */
export function EventFilters({
  filters,
  view,
  types,
}: {
  filters: EventListFilters;
  view: EventView;
  types: EventFormat[];
}) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const [search, setSearch] = useState(filters.search);
  // A filter chosen loads its first page, with the search as it stands in the box.
  const choose = (change: Partial<EventListFilters>) =>
    window.location.assign(
      `${localize(EVENTS_PATH)}${eventsQuery({ ...filters, search: search.trim(), ...change }, view)}`,
    );
  return (
    <form
      className={styles.filters}
      method="get"
      action={localize(EVENTS_PATH)}
      role="search"
      // Sent by the code, the address leaves out what is not chosen (the browser's form sends every field).
      onSubmit={(event) => {
        event.preventDefault();
        choose({});
      }}
    >
      <Field label={t('events:filters.search')}>
        <Input
          type="search"
          name="search"
          value={search}
          placeholder={t('events:filters.searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden />}
          onChange={(_, data) => setSearch(data.value)}
        />
      </Field>
      <Field label={t('events:filters.type')}>
        <Select
          name="eventType"
          value={filters.eventType ?? ALL}
          onChange={(_, data) => choose({ eventType: data.value === ALL ? null : (data.value as EventFormat) })}
        >
          <option value={ALL}>{t('events:filters.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`common:eventTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {view === 'grid' ? null : <input type="hidden" name="view" value={view} />}
      <Button className={styles.submit} type="submit" appearance="primary" icon={<SearchRegular aria-hidden />}>
        {t('events:filters.apply')}
      </Button>
    </form>
  );
}
