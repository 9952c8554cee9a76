import {
  Badge,
  Button,
  Card,
  Field,
  Select,
  Tab,
  TabList,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  BuildingFactoryRegular,
  CalculatorRegular,
  CalendarRegular,
  ClockRegular,
  DocumentRegular,
  GlobeRegular,
  InfoRegular,
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
import { ButtonLink } from '../components/ButtonLink';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
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
  type GuideTab,
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
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalXL },
  panel: { display: 'grid', gap: tokens.spacingVerticalXL },
  h2: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  h3: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400, maxWidth: '52rem' },
  controls: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 260px))',
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cover: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
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

/** Investment guides (§2): country guides, market-entry strategies, investment tools and upcoming webinars. */
export function InvestmentGuidesPage() {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  usePage('guides');
  const [tab, setTab] = useState<GuideTab>('guides');
  const idPrefix = useId('guide-tab');
  const panelId = `${idPrefix}-panel`;
  return (
    <>
      <PageHero title={t('guides:hero.title')} text={t('guides:hero.text')} />
      <Section>
        <div className={styles.tabs}>
          <TabList
            selectedValue={tab}
            onTabSelect={(_event, data) => setTab(data.value as GuideTab)}
            aria-label={t('guides:tabs.label')}
          >
            {GUIDE_TABS.map((value) => (
              <Tab key={value} value={value} id={`${idPrefix}-${value}`} aria-controls={panelId}>
                {t(`guides:tabs.${value}`)}
              </Tab>
            ))}
          </TabList>
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${tab}`} className={styles.panel}>
          {tab === 'guides' ? <GuidesPanel /> : null}
          {tab === 'marketEntry' ? <MarketEntryPanel /> : null}
          {tab === 'tools' ? <ToolsPanel /> : null}
        </div>
      </Section>
      <Webinars />
    </>
  );
}

function GuidesPanel() {
  const { t, i18n } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const [region, setRegion] = useState('all');
  const [sort, setSort] = useState<GuideSort>('recent');
  const noteId = useId('guide-note');
  const titleOf = (guide: InvestmentGuide) => t(`guides:items.${guide.id}.title`);
  const shown = sortGuides(filterGuides(INVESTMENT_GUIDES, region), sort, titleOf, i18n.language);
  return (
    <>
      <h2 className={styles.h2}>{t('guides:list.title')}</h2>
      <p className={styles.text}>{t('guides:list.intro')}</p>
      <div className={styles.controls}>
        <Field label={t('guides:list.region')}>
          <Select value={region} onChange={(_event, data) => setRegion(data.value)}>
            <option value="all">{t('guides:list.allRegions')}</option>
            {REGIONS.map((code) => (
              <option key={code} value={code}>
                {t(`common:regions.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('guides:list.sort')}>
          <Select value={sort} onChange={(_event, data) => setSort(data.value as GuideSort)}>
            {GUIDE_SORTS.map((code) => (
              <option key={code} value={code}>
                {t(`guides:list.sorts.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {t('guides:list.count', { count: shown.length })}
        </p>
        <p id={noteId} className={styles.note}>
          <InfoRegular aria-hidden /> {t('guides:list.downloadNote')}
        </p>
      </div>
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
  const styles = useStyles();
  const title = t(`guides:items.${guide.id}.title`);
  return (
    <Card className={styles.card} data-testid="guide-card">
      <img className={styles.cover} src={guide.coverImage} alt="" loading="lazy" width={400} height={225} />
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`common:regions.${guide.region}`)}</Badge>
      </div>
      <h3 className={styles.h3}>{title}</h3>
      <p className={styles.text}>{t(`guides:items.${guide.id}.description`)}</p>
      <div className={styles.meta}>
        <span className={styles.metaItem}>
          <DocumentRegular aria-hidden /> {t('guides:list.pages', { count: guide.pages })}
        </span>
        <span className={styles.metaItem}>
          <CalendarRegular aria-hidden />
          {t('guides:list.updated', { date: formatCardDate(parseISO(guide.lastUpdated)) })}
        </span>
      </div>
      <div className={styles.footer}>
        <Button disabledFocusable icon={<ArrowDownloadRegular />} aria-describedby={noteId}>
          {t('common:common.download')}
          <span className={styles.srOnly}> {title}</span>
        </Button>
      </div>
    </Card>
  );
}

function MarketEntryPanel() {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const noteId = useId('entry-note');
  return (
    <>
      <h2 className={styles.h2}>{t('guides:marketEntry.title')}</h2>
      <p className={styles.text}>{t('guides:marketEntry.intro')}</p>
      <CardGrid>
        {ENTRY_MODES.map((mode) => (
          <Card key={mode} className={styles.card}>
            <h3 className={styles.h3}>{t(`guides:marketEntry.modes.${mode}.title`)}</h3>
            <p className={styles.text}>{t(`guides:marketEntry.modes.${mode}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
      <h2 className={styles.h2}>{t('guides:marketEntry.guidesTitle')}</h2>
      <p id={noteId} className={styles.note}>
        <InfoRegular aria-hidden /> {t('guides:marketEntry.downloadNote')}
      </p>
      <ul className={styles.list}>
        {MARKET_ENTRY_GUIDES.map((guide) => {
          const title = t(`guides:marketEntry.items.${guide.id}`);
          return (
            <li key={guide.id} className={styles.listItem} data-testid="market-entry-guide">
              <div className={styles.listBody}>
                <div className={styles.badges}>
                  <Badge appearance="outline">{t(`guides:marketEntry.categories.${guide.category}`)}</Badge>
                </div>
                <h3 className={styles.h3}>{title}</h3>
                <span className={styles.meta}>
                  <span className={styles.metaItem}>
                    <CalendarRegular aria-hidden />
                    {t('guides:list.updated', { date: formatCardDate(parseISO(guide.lastUpdated)) })}
                  </span>
                </span>
              </div>
              <Button disabledFocusable icon={<ArrowDownloadRegular />} aria-describedby={noteId}>
                {t('common:common.download')}
                <span className={styles.srOnly}> {title}</span>
              </Button>
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
      <h2 className={styles.h2}>{t('guides:tools.title')}</h2>
      <p className={styles.text}>{t('guides:tools.intro')}</p>
      <p id={noteId} className={styles.note}>
        <InfoRegular aria-hidden /> {t('guides:tools.note')}
      </p>
      <CardGrid>
        {INVESTMENT_TOOLS.map((tool) => {
          const title = t(`guides:tools.items.${tool}.title`);
          return (
            <Card key={tool} className={styles.card} data-testid="tool-card">
              <span className={styles.toolIcon} aria-hidden>
                {TOOL_ICONS[tool]}
              </span>
              <h3 className={styles.h3}>{title}</h3>
              <p className={styles.text}>{t(`guides:tools.items.${tool}.text`)}</p>
              <div className={styles.footer}>
                {/* §2 shows no behaviour for Launch Tool: disabled, explained by the note above. */}
                <Button disabledFocusable appearance="primary" icon={<TargetArrowRegular />} aria-describedby={noteId}>
                  {t('guides:tools.launch')}
                  <span className={styles.srOnly}>: {title}</span>
                </Button>
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
        <h3 className={styles.h3}>{title}</h3>
        <p className={styles.text}>{t(`guides:webinars.items.${webinar.id}.speaker`)}</p>
        <span className={styles.meta}>
          <span className={styles.metaItem}>
            <CalendarRegular aria-hidden />
            <time dateTime={`${webinar.date}T${webinar.startTime}`}>{formatCardDate(parseISO(webinar.date))}</time>
          </span>
          <span className={styles.metaItem}>
            <ClockRegular aria-hidden />
            {t('guides:webinars.time', { time: webinar.startTime })}
            {' · '}
            {t('guides:webinars.duration', { count: webinar.durationMinutes })}
          </span>
        </span>
      </div>
      <ButtonLink to={WEBINAR_REGISTRATION} appearance="secondary">
        {t('guides:webinars.register')}
        <span className={styles.srOnly}>: {title}</span>
      </ButtonLink>
    </li>
  );
}
