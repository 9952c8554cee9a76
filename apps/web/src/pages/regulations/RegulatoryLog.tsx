import { Badge, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { REGIONS, type Region } from '../../../../../shared/entities';
import type { RegulatoryUpdate } from '../../../../../shared/resources';
import { formatCardDate } from '../../../../ui/dates';
import { EnglishOnlyNote, useTextLanguage } from '../../components/ContentLanguage';
import { CardTitle } from '../../components/DocumentCard';
import { Section } from '../../components/Page';
import { SiteLink } from '../../components/SiteLink';
import { EmptyState } from '../../components/States';
import { usePageQuery } from '../../page-context';

const useStyles = makeStyles({
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  filter: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: 0,
    listStyleType: 'none',
  },
  filterLink: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  filterCurrent: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  log: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalM },
  entry: { display: 'grid', gap: tokens.spacingVerticalXS },
  entryMeta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The query parameter of the log's region filter. */
const LOG_REGION = 'region';

/**
 * The regulatory updates log, newest first, with a region filter: links to this page with
 * `?region=` (the server renders the chosen region's entries; no script needed).
 */
export function RegulatoryLog({ updates }: { updates: RegulatoryUpdate[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const requested = usePageQuery().get(LOG_REGION);
  const region = REGIONS.find((code) => code === requested) ?? null;
  const shown = updates
    .filter((update) => region === null || update.region === region)
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  const choices: [Region | null, string][] = [
    [null, t('regulations:log.all')],
    ...REGIONS.map((code): [Region, string] => [code, t(`common:regions.${code}`)]),
  ];
  return (
    <Section id="regulatory-log" title={t('regulations:log.title')} intro={t('regulations:log.intro')}>
      <nav aria-label={t('regulations:log.filter')}>
        <ul className={styles.filter}>
          {choices.map(([code, label]) => (
            <li key={code ?? 'all'}>
              <SiteLink
                className={mergeClasses(styles.filterLink, code === region && styles.filterCurrent)}
                to={`/trade-regulations${code ? `?${LOG_REGION}=${code}` : ''}#regulatory-log`}
                aria-current={code === region ? 'true' : undefined}
              >
                {label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length ? (
        <ol className={styles.log} data-testid="regulatory-log">
          {shown.map((update) => (
            <LogEntry key={update.id} update={update} />
          ))}
        </ol>
      ) : (
        <EmptyState title={region ? t('regulations:log.emptyRegion') : t('regulations:log.empty')} />
      )}
    </Section>
  );
}

function LogEntry({ update }: { update: RegulatoryUpdate }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(update);
  return (
    <li>
      <Card className={styles.entry} data-testid="regulatory-update">
        <span className={styles.entryMeta}>
          <CalendarRegular aria-hidden />
          <time dateTime={update.publishedOn}>{formatCardDate(parseISO(update.publishedOn))}</time>
          <Badge appearance="tint">{t(`common:regions.${update.region}`)}</Badge>
        </span>
        <CardTitle lang={textLang}>{update.title}</CardTitle>
        <p className={styles.text} lang={textLang}>
          {update.description}
        </p>
        <EnglishOnlyNote lang={textLang} />
      </Card>
    </li>
  );
}
