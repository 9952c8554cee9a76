import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from './Cards';
import { ComingSoonButton } from './ComingSoon';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  footer: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
});

/**
 * The card of a downloadable document (report, guide, publication): cover, one tinted badge, the
 * title (h3), the card's own text and facts, and a Download button that is not available yet
 * (described by the note `noteId`).
 */
export function DocumentCard({
  testId,
  cover,
  badge,
  title,
  noteId,
  children,
}: {
  testId: string;
  cover: string;
  badge: string;
  title: string;
  noteId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      <CoverImage src={cover} />
      <div className={styles.badges}>
        <Badge appearance="tint">{badge}</Badge>
      </div>
      <CardTitle>{title}</CardTitle>
      {children}
      <div className={styles.footer}>
        <ComingSoonButton noteId={noteId} icon={<ArrowDownloadRegular />} target={title}>
          {t('common.download')}
        </ComingSoonButton>
      </div>
    </Card>
  );
}

/** A wrapping row of badges. */
export function BadgeRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().badges}>{children}</div>;
}

/** The h3 title of a card or list item. */
export function CardTitle({ children }: { children: ReactNode }) {
  return <h3 className={useStyles().title}>{children}</h3>;
}

/** The grey body text of a card. */
export function CardText({ children }: { children: ReactNode }) {
  return <p className={useStyles().text}>{children}</p>;
}

/** A wrapping row of small grey facts (date, size, authors); `as` keeps the element the markup needs. */
export function MetaRow({ as: Element = 'div', children }: { as?: 'div' | 'span'; children: ReactNode }) {
  return <Element className={useStyles().meta}>{children}</Element>;
}

/** One fact of a MetaRow: an icon and its text. */
export function MetaItem({ children }: { children: ReactNode }) {
  return <span className={useStyles().metaItem}>{children}</span>;
}
