import { Badge, Card, makeStyles, tokens, useId } from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  BuildingFactoryRegular,
  CalculatorRegular,
  CalendarRegular,
  ClockRegular,
  DocumentRegular,
  GlobeRegular,
  MoneyRegular,
  PeopleTeamRegular,
  ReceiptRegular,
  TargetArrowRegular,
} from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '../../../../shared/entities';
import { formatCardDate } from '../../../ui/dates';
import { InfoCard } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { ComingSoonButton, Note } from '../components/ComingSoon';
import { BadgeRow, CardTitle, DocumentCard, MetaItem, MetaRow } from '../components/DocumentCard';
import { SelectField } from '../components/Fields';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState, ResultsToolbar } from '../components/States';
import { PanelHeading, PanelText, TabbedSection } from '../components/TabbedPanel';
import { Island } from '../islands/Island';
import { VisuallyHidden } from '../components/VisuallyHidden';
import {
  ENTRY_MODES,
  GUIDE_SORTS,
  GUIDE_TABS,
  INVESTMENT_GUIDES,
  INVESTMENT_TOOLS,
  MARKET_ENTRY_GUIDES,
  UPCOMING_WEBINARS,
  filterGuides,
  sortGuides,
  type GuideSort,
  type InvestmentGuide,
  type InvestmentTool,
  type Webinar,
} from '../data/guides';

const TOOL_ICONS: Record<InvestmentTool, ReactElement> = {
  'cost-calculator': <CalculatorRegular />,
  'incentive-finder': <MoneyRegular />,
  'site-comparison': <BuildingFactoryRegular />,
  'tax-estimator': <ReceiptRegular />,
  'tariff-lookup': <GlobeRegular />,
  'partner-matchmaking': <PeopleTeamRegular />,
};

/** Webinar registrations go through the contact form with the event inquiry type. */
const WEBINAR_REGISTRATION = '/contact?inquiryType=event#contact-form';

const useStyles = makeStyles({
  controls: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 260px))',
  },
  /** The count and the note stretch to the bar's height instead of being centred. */
  toolbar: { alignItems: 'normal' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  footer: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
  toolIcon: { fontSize: '32px', color: tokens.colorBrandForeground1, display: 'flex' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  listItem: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  listBody: { display: 'grid', gap: tokens.spacingVerticalXS, flex: '1 1 280px' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
});

/** Investment guides: country guides, market-entry strategies, investment tools and upcoming webinars. */
export function InvestmentGuidesPage() {
  const { t } = useTranslation(['guides', 'common']);
  usePage('guides');
  return (
    <>
      <PageHero title={t('guides:hero.title')} text={t('guides:hero.text')} />
      <TabbedSection
        idPrefix="guide-tab"
        label={t('guides:tabs.label')}
        tabs={GUIDE_TABS}
        tabLabel={(value) => t(`guides:tabs.${value}`)}
        panels={{
          guides: <Island name="GuideList" props={{}} />,
          marketEntry: <MarketEntryPanel />,
          tools: <ToolsPanel />,
        }}
      />
      <Webinars />
    </>
  );
}

/** The guides with their region filter and sort order (an island inside the first tab). */
export function GuideList() {
  const { t, i18n } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const [region, setRegion] = useState('all');
  const [sort, setSort] = useState<GuideSort>('recent');
  const noteId = useId('guide-note');
  const titleOf = (guide: InvestmentGuide) => t(`guides:items.${guide.id}.title`);
  const shown = sortGuides(filterGuides(INVESTMENT_GUIDES, region), sort, titleOf, i18n.language);
  return (
    <>
      <PanelHeading>{t('guides:list.title')}</PanelHeading>
      <PanelText>{t('guides:list.intro')}</PanelText>
      <div className={styles.controls}>
        <SelectField
          label={t('guides:list.region')}
          value={region}
          onChange={setRegion}
          allLabel={t('guides:list.allRegions')}
          options={REGIONS.map((code) => [code, t(`common:regions.${code}`)])}
        />
        <SelectField
          label={t('guides:list.sort')}
          value={sort}
          onChange={(value) => setSort(value as GuideSort)}
          options={GUIDE_SORTS.map((code) => [code, t(`guides:list.sorts.${code}`)])}
        />
      </div>
      <ResultsToolbar countText={t('guides:list.count', { count: shown.length })} className={styles.toolbar}>
        <Note id={noteId} info>
          {t('guides:list.downloadNote')}
        </Note>
      </ResultsToolbar>
      {shown.length === 0 ? (
        <EmptyState title={t('guides:list.emptyTitle')} text={t('guides:list.emptyText')} />
      ) : (
        <CardGrid>
          {shown.map((guide) => (
            <GuideCard key={guide.id} guide={guide} noteId={noteId} />
          ))}
        </CardGrid>
      )}
    </>
  );
}

function GuideCard({ guide, noteId }: { guide: InvestmentGuide; noteId: string }) {
  const { t } = useTranslation(['guides', 'common']);
  return (
    <DocumentCard
      testId="guide-card"
      cover={guide.coverImage}
      badge={t(`common:regions.${guide.region}`)}
      title={t(`guides:items.${guide.id}.title`)}
      noteId={noteId}
    >
      <PanelText>{t(`guides:items.${guide.id}.description`)}</PanelText>
      <MetaRow>
        <MetaItem>
          <DocumentRegular aria-hidden /> {t('guides:list.pages', { count: guide.pages })}
        </MetaItem>
        <MetaItem>
          <CalendarRegular aria-hidden />
          {t('guides:list.updated', { date: formatCardDate(parseISO(guide.lastUpdated)) })}
        </MetaItem>
      </MetaRow>
    </DocumentCard>
  );
}

function MarketEntryPanel() {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const noteId = useId('entry-note');
  return (
    <>
      <PanelHeading>{t('guides:marketEntry.title')}</PanelHeading>
      <PanelText>{t('guides:marketEntry.intro')}</PanelText>
      <CardGrid>
        {ENTRY_MODES.map((mode) => (
          <InfoCard
            key={mode}
            title={t(`guides:marketEntry.modes.${mode}.title`)}
            text={t(`guides:marketEntry.modes.${mode}.text`)}
          />
        ))}
      </CardGrid>
      <PanelHeading>{t('guides:marketEntry.guidesTitle')}</PanelHeading>
      <Note id={noteId} info>
        {t('guides:marketEntry.downloadNote')}
      </Note>
      <ul className={styles.list}>
        {MARKET_ENTRY_GUIDES.map((guide) => {
          const title = t(`guides:marketEntry.items.${guide.id}`);
          return (
            <li key={guide.id} className={styles.listItem} data-testid="market-entry-guide">
              <div className={styles.listBody}>
                <BadgeRow>
                  <Badge appearance="outline">{t(`guides:marketEntry.categories.${guide.category}`)}</Badge>
                </BadgeRow>
                <CardTitle>{title}</CardTitle>
                <MetaRow as="span">
                  <MetaItem>
                    <CalendarRegular aria-hidden />
                    {t('guides:list.updated', { date: formatCardDate(parseISO(guide.lastUpdated)) })}
                  </MetaItem>
                </MetaRow>
              </div>
              <ComingSoonButton noteId={noteId} icon={<ArrowDownloadRegular />} target={title}>
                {t('common:common.download')}
              </ComingSoonButton>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ToolsPanel() {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const noteId = useId('tools-note');
  return (
    <>
      <PanelHeading>{t('guides:tools.title')}</PanelHeading>
      <PanelText>{t('guides:tools.intro')}</PanelText>
      <Note id={noteId} info>
        {t('guides:tools.note')}
      </Note>
      <CardGrid>
        {INVESTMENT_TOOLS.map((tool) => {
          const title = t(`guides:tools.items.${tool}.title`);
          return (
            <Card key={tool} className={styles.card} data-testid="tool-card">
              <span className={styles.toolIcon} aria-hidden>
                {TOOL_ICONS[tool]}
              </span>
              <CardTitle>{title}</CardTitle>
              <PanelText>{t(`guides:tools.items.${tool}.text`)}</PanelText>
              <div className={styles.footer}>
                {/* Launch Tool has no behaviour yet: disabled, explained by the note above. */}
                <ComingSoonButton
                  noteId={noteId}
                  appearance="primary"
                  icon={<TargetArrowRegular />}
                  target={title}
                  separator=": "
                >
                  {t('guides:tools.launch')}
                </ComingSoonButton>
              </div>
            </Card>
          );
        })}
      </CardGrid>
    </>
  );
}

function Webinars() {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="webinars"
      className={styles.band}
      title={t('guides:webinars.title')}
      intro={t('guides:webinars.intro')}
    >
      <ul className={styles.list}>
        {UPCOMING_WEBINARS.map((webinar) => (
          <WebinarItem key={webinar.id} webinar={webinar} />
        ))}
      </ul>
    </Section>
  );
}

function WebinarItem({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const title = t(`guides:webinars.items.${webinar.id}.title`);
  return (
    <li className={styles.listItem} data-testid="webinar">
      <div className={styles.listBody}>
        <CardTitle>{title}</CardTitle>
        <PanelText>{t(`guides:webinars.items.${webinar.id}.speaker`)}</PanelText>
        <MetaRow as="span">
          <MetaItem>
            <CalendarRegular aria-hidden />
            <time dateTime={`${webinar.date}T${webinar.startTime}`}>{formatCardDate(parseISO(webinar.date))}</time>
          </MetaItem>
          <MetaItem>
            <ClockRegular aria-hidden />
            {t('guides:webinars.time', { time: webinar.startTime })}
            {' · '}
            {t('guides:webinars.duration', { count: webinar.durationMinutes })}
          </MetaItem>
        </MetaRow>
      </div>
      <ButtonLink to={WEBINAR_REGISTRATION} appearance="secondary">
        {t('guides:webinars.register')}
        <VisuallyHidden>: {title}</VisuallyHidden>
      </ButtonLink>
    </li>
  );
}
