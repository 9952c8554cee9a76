import { Button, Field, Radio, RadioGroup, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { ArrowResetRegular, FilterRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES, INDUSTRIES, REGIONS } from '../../../../../shared/entities';
import type { DirectoryFilters } from '../../../../../shared/resources';
import { ButtonLink } from '../../../../ui/button-link';
import { DIRECTORY_PATH } from './address';

/** The filter value that stands for no filter. */
const ALL = 'all';

/** Below this width the filter panel collapses behind a toggle button. */
const SMALL_SCREEN = '@media (max-width: 767px)';
const WIDE_SCREEN = '@media (min-width: 768px)';

const useStyles = makeStyles({
  toggle: { [WIDE_SCREEN]: { display: 'none' } },
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    [SMALL_SCREEN]: { marginTop: tokens.spacingVerticalM },
  },
  panelClosed: { [SMALL_SCREEN]: { display: 'none' } },
  panelTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  hidden: { display: 'none' },
});

export type FilterKey = 'region' | 'industry' | 'type';

/**
 * The directory's filters: radio groups of the directory's GET form, in a panel that small screens
 * open with a toggle. `onChoose` gets a chosen filter (null for all) once the page's code runs.
 */
export function FilterPanel({
  filters,
  hydrated,
  onChoose,
}: {
  filters: DirectoryFilters;
  hydrated: boolean;
  onChoose: (key: FilterKey, value: string | null) => void;
}) {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId('directory-filters');
  const choose = (key: FilterKey) => (value: string) => onChoose(key, value === ALL ? null : value);

  return (
    <div>
      <Button
        className={mergeClasses(styles.toggle, !hydrated && styles.hidden)}
        icon={<FilterRegular />}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        {panelOpen ? t('directory:filters.hide') : t('directory:filters.show')}
      </Button>
      {/* Without JavaScript there is no toggle: the panel stays open. */}
      <div
        id={panelId}
        role="group"
        aria-labelledby={`${panelId}-title`}
        className={mergeClasses(styles.panel, hydrated && !panelOpen && styles.panelClosed)}
      >
        <h3 id={`${panelId}-title`} className={styles.panelTitle}>
          {t('directory:filters.title')}
        </h3>
        <FilterGroup
          name="region"
          label={t('directory:filters.region')}
          allLabel={t('directory:filters.allRegions')}
          value={filters.region}
          onChange={choose('region')}
          options={REGIONS.map((code) => [code, t(`common:regions.${code}`)])}
        />
        <FilterGroup
          name="industry"
          label={t('directory:filters.industry')}
          allLabel={t('directory:filters.allIndustries')}
          value={filters.industry}
          onChange={choose('industry')}
          options={INDUSTRIES.map((code) => [code, t(`common:industries.${code}`)])}
        />
        <FilterGroup
          name="type"
          label={t('directory:filters.type')}
          allLabel={t('directory:filters.allTypes')}
          value={filters.type}
          onChange={choose('type')}
          options={BUSINESS_TYPES.map((code) => [code, t(`directory:types.${code}`)])}
        />
        {/* Choosing a filter applies it once the page's code runs; before, this sends the form. */}
        <Button type="submit" className={mergeClasses(hydrated && styles.hidden)}>
          {t('directory:filters.apply')}
        </Button>
        <ButtonLink to={DIRECTORY_PATH} appearance="secondary" icon={<ArrowResetRegular />}>
          {t('directory:filters.reset')}
        </ButtonLink>
      </div>
    </div>
  );
}

function FilterGroup({
  name,
  label,
  allLabel,
  value,
  onChange,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string | null;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <Field label={label}>
      <RadioGroup name={name} value={value ?? ALL} onChange={(_event, data) => onChange(data.value)}>
        <Radio value={ALL} label={allLabel} />
        {options.map(([code, text]) => (
          <Radio key={code} value={code} label={text} />
        ))}
      </RadioGroup>
    </Field>
  );
}
