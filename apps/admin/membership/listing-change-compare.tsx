import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ListingFields } from '../../../shared/membership';
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden';
import { previewable } from '../kit/forms/image';
import { STACKED } from '../kit/StackedTable';
import { changedFields, compareListing, type FieldComparison } from './listing-change-diff';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  // On a phone each field becomes a block: its name, then 'Current' and 'Proposed' one under the
  // other, so the proposal is in view without scrolling sideways.
  table: {
    width: '100%',
    minWidth: '36rem',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    [STACKED]: { minWidth: 0, display: 'block' },
  },
  thead: { [STACKED]: VISUALLY_HIDDEN },
  block: { [STACKED]: { display: 'block' } },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    textAlign: 'start',
    overflowWrap: 'anywhere',
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
      gap: tokens.spacingHorizontalM,
    },
  },
  // The column's name beside each value, only where the header row is out of sight.
  cellLabel: {
    display: 'none',
    [STACKED]: { display: 'block', color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  },
  head: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  fieldCell: {
    width: '11rem',
    fontWeight: tokens.fontWeightSemibold,
    [STACKED]: { display: 'block', width: 'auto', borderBottomStyle: 'none' },
  },
  fieldName: { display: 'block' },
  // A changed field: the badge says so in words, the colour and the bar only help the eye.
  changed: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    boxShadow: `inset ${tokens.strokeWidthThicker} 0 0 ${tokens.colorPaletteMarigoldBorderActive}`,
  },
  text: { margin: 0, whiteSpace: 'pre-wrap' },
  empty: { margin: 0, fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  logo: {
    display: 'block',
    maxWidth: '10rem',
    maxHeight: '5rem',
    marginBottom: tokens.spacingVerticalXS,
    objectFit: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  summary: { margin: `0 0 ${tokens.spacingVerticalS}` },
});

/** The language of a field's text, where it is not the interface's (the descriptions). */
const FIELD_LANG: Partial<Record<keyof ListingFields, string>> = {
  description: 'en',
  descriptionEs: 'es',
  descriptionSv: 'sv',
  logoAlt: 'en',
};

function Value({ field, value, alt }: { field: keyof ListingFields; value: string | null; alt: string | null }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (!value?.trim()) return <p className={styles.empty}>{t('admin:listingChanges.empty')}</p>;
  return (
    <>
      {field === 'logo' && previewable(value) ? (
        <img className={styles.logo} src={value} alt={alt ?? t('admin:listingChanges.logoPreview')} />
      ) : null}
      <p className={styles.text} lang={FIELD_LANG[field]}>
        {value}
      </p>
    </>
  );
}

/** How many fields the proposal changes, and which (read before the table). */
export function ChangeSummary({ comparisons, id }: { comparisons: readonly FieldComparison[]; id?: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const changed = changedFields(comparisons);
  return (
    <p id={id} className={styles.summary}>
      {changed.length === 0
        ? t('admin:listingChanges.noneChanged')
        : t('admin:listingChanges.changedSummary', {
            count: changed.length,
            fields: changed.map((field) => t(`admin:company.fields.${field}`)).join(', '),
          })}
    </p>
  );
}

/**
 * The proposal beside the listing as it is now: a row per field, the listing in the first column
 * and the proposal in the second. A changed row is marked with a "Changed" badge in its header
 * cell (read with the field's name) besides its highlight.
 */
export function ListingComparison({
  current,
  proposed,
  labelledBy,
}: {
  current: ListingFields;
  proposed: ListingFields;
  labelledBy?: string;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const comparisons = compareListing(current, proposed);
  const currentLabel = t('admin:listingChanges.columns.current');
  const proposedLabel = t('admin:listingChanges.columns.proposed');
  return (
    <>
      <ChangeSummary comparisons={comparisons} />
      {/* A wide table scrolls sideways on a narrow screen; the keyboard can scroll it too. */}
      <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
        {/* Explicit roles: stacked, the rows and cells are laid out as blocks, and browsers drop
            the table semantics of elements whose display is changed. */}
        <table role="table" className={styles.table} aria-labelledby={labelledBy}>
          <thead role="rowgroup" className={styles.thead}>
            <tr role="row">
              <th role="columnheader" scope="col" className={mergeClasses(styles.cell, styles.head, styles.fieldCell)}>
                {t('admin:listingChanges.columns.field')}
              </th>
              <th role="columnheader" scope="col" className={mergeClasses(styles.cell, styles.head)}>
                {currentLabel}
              </th>
              <th role="columnheader" scope="col" className={mergeClasses(styles.cell, styles.head)}>
                {proposedLabel}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={styles.block}>
            {comparisons.map(({ field, current: now, proposed: next, changed }) => (
              <tr
                key={field}
                role="row"
                className={mergeClasses(styles.block, changed && styles.changed)}
                data-changed={changed}
              >
                <th role="rowheader" scope="row" className={mergeClasses(styles.cell, styles.fieldCell)}>
                  <span className={styles.fieldName}>{t(`admin:company.fields.${field}`)}</span>
                  {changed ? (
                    <Badge appearance="filled" color="warning" size="small">
                      {t('admin:listingChanges.changed')}
                    </Badge>
                  ) : null}
                </th>
                <td role="cell" className={styles.cell}>
                  {/* The column header is already the cell's name for screen readers. */}
                  <span className={styles.cellLabel} aria-hidden>
                    {currentLabel}
                  </span>
                  <div>
                    <Value field={field} value={now} alt={current.logoAlt} />
                  </div>
                </td>
                <td role="cell" className={styles.cell}>
                  <span className={styles.cellLabel} aria-hidden>
                    {proposedLabel}
                  </span>
                  <div>
                    <Value field={field} value={next} alt={proposed.logoAlt} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
