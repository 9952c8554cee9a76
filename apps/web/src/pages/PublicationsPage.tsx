import { Card, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_THEMES, type Publication } from '../../../../shared/resources';
import { CallToAction } from '../components/Blocks';
import { useTextLanguage } from '../components/ContentLanguage';
import { CardText, CardTitle } from '../components/DocumentCard';
import { Note } from '../components/Note';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { publicationAnchor, tabOf, themePublications } from './publications/library';

/** Submission guidelines are requested through the contact form as a media inquiry. */
const SUBMISSION_TARGET = '/contact?inquiryType=media#contact-form';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  titles: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    lineHeight: tokens.lineHeightBase300,
  },
  where: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  newsletter: { backgroundColor: tokens.colorBrandBackground2 },
});

/** Publications: searchable library with four tabs, featured collections, subscription and submissions. */
export function PublicationsPage() {
  const { t } = useTranslation(['publications', 'common']);
  usePage('publications');
  const { publications = [] } = usePageData();
  return (
    <>
      <PageHero title={t('publications:hero.title')} text={t('publications:hero.text')} />
      <Island name="PublicationLibrary" props={{ publications }} />
      <Collections publications={publications} />
      <Subscribe />
      <Section id="submissions" title={t('publications:submit.title')}>
        <CallToAction
          text={t('publications:submit.text')}
          to={SUBMISSION_TARGET}
          action={t('publications:submit.button')}
        />
      </Section>
    </>
  );
}

/** One card per theme, listing the theme's publications; each title points to its item in the library. */
function Collections({ publications }: { publications: Publication[] }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="collections"
      className={styles.band}
      title={t('publications:collections.title')}
      intro={t('publications:collections.intro')}
    >
      <CardGrid>
        {PUBLICATION_THEMES.map((theme) => {
          const items = themePublications(publications, theme);
          return (
            <Card key={theme} className={styles.card} data-testid="collection-card">
              <CardTitle>{t(`publications:collections.items.${theme}.title`)}</CardTitle>
              <CardText>{t(`publications:collections.items.${theme}.description`)}</CardText>
              <Note>{t('publications:collections.count', { count: items.length })}</Note>
              {items.length > 0 ? (
                <ul className={styles.titles}>
                  {items.map((item) => (
                    <CollectionItem key={item.id} item={item} />
                  ))}
                </ul>
              ) : null}
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}

/**
 * A title of a collection: a link to its card when the library shows it at first (the All tab),
 * else the title with the tab that lists it.
 */
function CollectionItem({ item }: { item: Publication }) {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(item);
  const tab = tabOf(item);
  return (
    <li data-testid="collection-item">
      {tab === 'all' ? (
        <FluentLink href={`#${publicationAnchor(item)}`} lang={lang}>
          {item.title}
        </FluentLink>
      ) : (
        <>
          <span lang={lang}>{item.title}</span> <span className={styles.where}>({t(`publications:tabs.${tab}`)})</span>
        </>
      )}
    </li>
  );
}

/** The Subscribe box: new publications are announced in the newsletter. */
function Subscribe() {
  const { t } = useTranslation(['publications', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="subscribe"
      className={styles.newsletter}
      title={t('publications:subscribe.title')}
      intro={t('publications:subscribe.text')}
    >
      <Island
        name="SubscribeForm"
        props={{
          list: 'newsletter',
          label: t('publications:subscribe.title'),
          emailLabel: t('publications:subscribe.email'),
          submitLabel: t('common:common.subscribe'),
        }}
      />
    </Section>
  );
}
