import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/dates';
import { usePageMeta } from '../../ui/page-meta';
import { useSiteName } from '../../ui/site-settings';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
  },
  title: {
    ':focus': { outline: 'none' },
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
  },
  description: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  dateTime: { whiteSpace: 'nowrap' },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** Sets the document title and meta description of an admin screen (the site name of the settings). */
export function useAdminPageMeta(title: string, description: string): void {
  usePageMeta(title, description, useSiteName());
}

/** A screen's heading row: its one h1, an optional description and actions on the right. */
export function ScreenHeader({
  titleId,
  title,
  description,
  actions,
}: {
  /** Lets a table or region be named by the heading. */
  titleId?: string;
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <div>
        {/* Focusable from code: focus lands here when the control that had it goes away. */}
        <h1 id={titleId} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/** A small grey note with an info icon: explains why an action is not available yet. */
export function InfoNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={useStyles().note}>
      <InfoRegular aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** A moment in admin details and activity: 'dd MMM yyyy HH:mm' (the table date plus the time). */
export const DATE_TIME_FORMAT = 'dd MMM yyyy HH:mm';

/** A moment in a table cell, date and time on one line (the column stays narrow). */
export function DateTimeCell({ value }: { value: string }) {
  return (
    <time className={useStyles().dateTime} dateTime={value}>
      {formatDate(value, DATE_TIME_FORMAT)}
    </time>
  );
}

/** One entry of a details list (a `dl` of the caller's layout): its term and value. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/** A featured flag in a table: 'Yes' or 'No'. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('admin');
  return value ? (
    <Badge appearance="tint" color="brand">
      {t('admin:common.yes')}
    </Badge>
  ) : (
    <Badge appearance="outline" color="informative">
      {t('admin:common.no')}
    </Badge>
  );
}
