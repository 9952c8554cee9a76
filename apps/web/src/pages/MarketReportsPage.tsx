import { Badge, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowTrendingRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { BadgeRow, CardText, CardTitle } from '../components/DocumentCard';
import { Note } from '../components/Note';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { type MarketInsight } from '../../../../shared/resources';

/** Where Request Custom Report leads: the contact form (the button has no behaviour of its own). */
const CUSTOM_REPORT_TARGET = '/contact#contact-form';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  figure: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  figureDown: { color: tokens.colorPaletteDarkOrangeForeground2 },
});

/** Market reports: filterable report library with four tabs, market insights and a custom-report request. */
export function MarketReportsPage() {
  const { t } = useTranslation(['reports', 'common']);
  usePage('reports');
  const { reports = [], insights = [] } = usePageData();
  return (
    <>
      <PageHero title={t('reports:hero.title')} text={t('reports:hero.text')}>
        <ButtonLink to={CUSTOM_REPORT_TARGET} appearance="secondary">
          {t('reports:custom.button')}
        </ButtonLink>
      </PageHero>
      <Island name="ReportLibrary" props={{ reports }} />
      <MarketInsights insights={insights} />
      <CustomReport />
    </>
  );
}

/** The Market Insights cards in staff's order; no section without any. */
function MarketInsights({ insights }: { insights: MarketInsight[] }) {
  const { t } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  if (!insights.length) return null;
  return (
    <Section
      id="market-insights"
      className={styles.band}
      title={t('reports:insights.title')}
      intro={t('reports:insights.intro')}
    >
      <CardGrid>
        {insights.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
      </CardGrid>
    </Section>
  );
}

function InsightCard({ insight }: { insight: MarketInsight }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(insight);
  // Shown as staff entered it: figures have at most two decimals.
  const change = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(insight.change / 100);
  return (
    <Card className={styles.card} data-testid="insight-card">
      <BadgeRow>
        <Badge appearance="outline" icon={<ArrowTrendingRegular />}>
          {t(`reports:categories.${insight.category}`)}
        </Badge>
      </BadgeRow>
      <p className={mergeClasses(styles.figure, insight.change < 0 && styles.figureDown)}>{change}</p>
      <Note>{t('reports:insights.changeLabel')}</Note>
      <CardTitle lang={lang}>{insight.title}</CardTitle>
      <CardText lang={lang}>{insight.description}</CardText>
      <Note>
        <span lang={lang}>{insight.source}</span>
      </Note>
      <EnglishOnlyNote lang={lang} />
    </Card>
  );
}

function CustomReport() {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Section id="custom-report" title={t('reports:custom.title')}>
      <CallToAction text={t('reports:custom.text')} to={CUSTOM_REPORT_TARGET} action={t('reports:custom.button')} />
    </Section>
  );
}
