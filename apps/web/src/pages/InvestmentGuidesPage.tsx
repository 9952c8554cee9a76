import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular, TargetArrowRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ChamberEvent } from '../../../../shared/entities';
import type { InvestmentGuide, InvestmentTool } from '../../../../shared/resources';
import { formatZonedSpan } from '../../../ui/dates';
import { InfoCard } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { EventTitle } from '../components/Cards';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { BadgeRow, CardTitle, DownloadLink, MembersOnlyBadge, MetaItem, MetaRow } from '../components/DocumentCard';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
import { PanelHeading, PanelText } from '../components/TabbedPanel';
import { TabbedSection } from '../components/TabbedSection';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { ENTRY_MODES, GUIDE_TABS, toolEnquiryPath } from './guides/structure';
import { UpdatedOn } from './guides/UpdatedOn';

const useStyles = makeStyles({
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
  const { guides = [], tools = [], webinars = [] } = usePageData();
  const countryGuides = guides.filter((guide) => guide.kind === 'country');
  const entryGuides = guides.filter((guide) => guide.kind === 'market-entry');
  return (
    <>
      <PageHero title={t('guides:hero.title')} text={t('guides:hero.text')} />
      <TabbedSection
        idPrefix="guide-tab"
        label={t('guides:tabs.label')}
        tabs={GUIDE_TABS}
        tabLabel={(value) => t(`guides:tabs.${value}`)}
        panels={{
          guides: <Island name="GuideList" props={{ guides: countryGuides }} />,
          marketEntry: <MarketEntryPanel guides={entryGuides} />,
          tools: <ToolsPanel tools={tools} />,
        }}
      />
      <Webinars webinars={webinars} />
    </>
  );
}

function MarketEntryPanel({ guides }: { guides: InvestmentGuide[] }) {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
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
      {guides.length === 0 ? (
        <EmptyState title={t('guides:marketEntry.noneTitle')} text={t('guides:marketEntry.noneText')} />
      ) : (
        <ul className={styles.list}>
          {guides.map((guide) => (
            <MarketEntryItem key={guide.id} guide={guide} />
          ))}
        </ul>
      )}
    </>
  );
}

function MarketEntryItem({ guide }: { guide: InvestmentGuide }) {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(guide);
  return (
    <li className={styles.listItem} data-testid="market-entry-guide">
      <div className={styles.listBody}>
        <BadgeRow>
          {guide.category ? (
            <Badge appearance="outline">{t(`guides:marketEntry.categories.${guide.category}`)}</Badge>
          ) : null}
          {guide.membersOnly ? <MembersOnlyBadge /> : null}
        </BadgeRow>
        <CardTitle lang={lang}>{guide.title}</CardTitle>
        {guide.description ? (
          <PanelText>
            <span lang={lang}>{guide.description}</span>
          </PanelText>
        ) : null}
        <MetaRow as="span">
          <UpdatedOn guide={guide} />
        </MetaRow>
        <EnglishOnlyNote lang={lang} />
      </div>
      <DownloadLink document={guide} title={guide.title} titleLang={lang} />
    </li>
  );
}

function ToolsPanel({ tools }: { tools: InvestmentTool[] }) {
  const { t } = useTranslation(['guides', 'common']);
  return (
    <>
      <PanelHeading>{t('guides:tools.title')}</PanelHeading>
      <PanelText>{t('guides:tools.intro')}</PanelText>
      {tools.length === 0 ? (
        <EmptyState title={t('guides:tools.noneTitle')} text={t('guides:tools.noneText')} />
      ) : (
        <CardGrid>
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </CardGrid>
      )}
    </>
  );
}

function ToolCard({ tool }: { tool: InvestmentTool }) {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(tool);
  return (
    <Card className={styles.card} data-testid="tool-card">
      <span className={styles.toolIcon} aria-hidden>
        <TargetArrowRegular />
      </span>
      <CardTitle lang={lang}>{tool.title}</CardTitle>
      <PanelText>
        <span lang={lang}>{tool.description}</span>
      </PanelText>
      <EnglishOnlyNote lang={lang} />
      <div className={styles.footer}>
        {tool.url ? (
          <ButtonLink to={tool.url} external>
            {t('guides:tools.launch')}
            <VisuallyHidden>
              : <span lang={lang}>{tool.title}</span> ({t('guides:tools.newTab')})
            </VisuallyHidden>
          </ButtonLink>
        ) : (
          // A tool staff have not given an address yet is still offered: through an enquiry about it.
          <ButtonLink to={toolEnquiryPath(tool)} appearance="secondary">
            {t('guides:tools.ask')}
            <VisuallyHidden>
              : <span lang={lang}>{tool.title}</span>
            </VisuallyHidden>
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

/** The upcoming online events (virtual or hybrid; the server reads the soonest), each linking to its event page. */
function Webinars({ webinars }: { webinars: ChamberEvent[] }) {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="webinars"
      className={styles.band}
      title={t('guides:webinars.title')}
      intro={t('guides:webinars.intro')}
    >
      {webinars.length === 0 ? (
        <EmptyState title={t('guides:webinars.noneTitle')} text={t('guides:webinars.noneText')} />
      ) : (
        <ul className={styles.list}>
          {webinars.map((event) => (
            <WebinarItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function WebinarItem({ event }: { event: ChamberEvent }) {
  const { t } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(event);
  return (
    <li className={styles.listItem} data-testid="webinar">
      <div className={styles.listBody}>
        <BadgeRow>
          <Badge appearance="tint">{t(`common:eventTypes.${event.eventType}`)}</Badge>
        </BadgeRow>
        <EventTitle event={event} />
        <MetaRow as="span">
          <MetaItem>
            <ClockRegular aria-hidden />
            <time dateTime={event.date}>{formatZonedSpan(event.date, event.endDate, event.timeZone)}</time>
          </MetaItem>
        </MetaRow>
        <EnglishOnlyNote lang={lang} />
      </div>
      <ButtonLink to={`/events/${event.id}`} appearance="secondary">
        {t('guides:webinars.details')}
        <VisuallyHidden>
          : <span lang={lang}>{event.title}</span>
        </VisuallyHidden>
      </ButtonLink>
    </li>
  );
}
