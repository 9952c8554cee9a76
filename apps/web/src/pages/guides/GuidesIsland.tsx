import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '../../../../../shared/entities';
import type { InvestmentGuide } from '../../../../../shared/resources';
import { useTextLanguage } from '../../components/ContentLanguage';
import { DocumentCard, MetaItem, MetaRow } from '../../components/DocumentCard';
import { SelectField } from '../../components/Fields';
import { CardGrid } from '../../components/Page';
import { EmptyState, ResultsToolbar } from '../../components/States';
import { PanelHeading, PanelText } from '../../components/TabbedPanel';
import { GUIDE_SORTS, filterGuides, sortGuides, type GuideSort } from './structure';
import { UpdatedOn } from './UpdatedOn';

const useStyles = makeStyles({
  controls: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 260px))',
  },
});

/** The country guides with their region filter and sort order (an island inside the first tab). */
export function GuideList({ guides }: { guides: InvestmentGuide[] }) {
  const { t, i18n } = useTranslation(['guides', 'common']);
  const styles = useStyles();
  const [region, setRegion] = useState('all');
  const [sort, setSort] = useState<GuideSort>('recent');
  const shown = sortGuides(filterGuides(guides, region), sort, i18n.language);
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
      <ResultsToolbar countText={t('guides:list.count', { count: shown.length })} />
      {guides.length === 0 ? (
        <EmptyState title={t('guides:list.noneTitle')} text={t('guides:list.noneText')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('guides:list.emptyTitle')} text={t('guides:list.emptyText')} />
      ) : (
        <CardGrid>
          {shown.map((guide) => (
            <GuideCard key={guide.id} guide={guide} />
          ))}
        </CardGrid>
      )}
    </>
  );
}

function GuideCard({ guide }: { guide: InvestmentGuide }) {
  const { t } = useTranslation(['guides', 'common']);
  const lang = useTextLanguage(guide);
  const region = guide.region ?? 'ibero-america';
  return (
    <DocumentCard
      testId="guide-card"
      cover={guide.cover}
      fallbackCover={`/images/resources/guide-${region}.svg`}
      badge={guide.region ? t(`common:regions.${guide.region}`) : undefined}
      title={guide.title}
      lang={lang}
      document={guide}
    >
      <PanelText>
        <span lang={lang}>{guide.description}</span>
      </PanelText>
      <MetaRow>
        {guide.pages ? (
          <MetaItem>
            <DocumentRegular aria-hidden /> {t('guides:list.pages', { count: guide.pages })}
          </MetaItem>
        ) : null}
        <UpdatedOn guide={guide} />
      </MetaRow>
    </DocumentCard>
  );
}
