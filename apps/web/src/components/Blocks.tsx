import { Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/button-link';
import { PanelText } from './TabbedPanel';

const useStyles = makeStyles({
  cta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXL,
  },
  ctaText: {
    margin: 0,
    maxWidth: '40rem',
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  featureTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
    margin: 0,
  },
  featureText: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  relaxed: { lineHeight: tokens.lineHeightBase400 },
  regionImage: {
    width: '100%',
    height: 'auto',
    aspectRatio: '5 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** A call to action: a sentence on the left, its primary button link on the right. */
export function CallToAction({ text, to, action }: { text: string; to: string; action: string }) {
  const styles = useStyles();
  return (
    <div className={styles.cta}>
      <p className={styles.ctaText}>{text}</p>
      <ButtonLink to={to}>{action}</ButtonLink>
    </div>
  );
}

/** A plain card of guidance: an h3 title and a paragraph. */
export function InfoCard({ title, text }: { title: string; text: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      <PanelText>{text}</PanelText>
    </Card>
  );
}

/**
 * A card of a feature, plan or step: optional `media` first (a decorative icon, image or number),
 * an h3 title and a paragraph (`relaxed`: a taller line height), then any `children`.
 */
export function FeatureCard({
  media,
  title,
  text,
  testId,
  relaxed = false,
  children,
}: {
  media?: ReactNode;
  title: string;
  text: string;
  testId?: string;
  relaxed?: boolean;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      {media}
      <h3 className={styles.featureTitle}>{title}</h3>
      <p className={mergeClasses(styles.featureText, relaxed && styles.relaxed)}>{text}</p>
      {children}
    </Card>
  );
}

/** The decorative 5:2 picture of a region card. */
export function RegionImage({ src, lazy = false }: { src: string; lazy?: boolean }) {
  return (
    <img
      className={useStyles().regionImage}
      src={src}
      alt=""
      width={400}
      height={160}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
