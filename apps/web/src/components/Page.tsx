import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Language } from '../../../../shared/constants';
import { useTranslation } from 'react-i18next';
import { usePageHead, type PageHead } from '../page-head';

/**
 * Declares the page's title (the document title adds the site name) and meta description from
 * `<ns>:meta.title` and `<ns>:meta.description`, with any `more` of its head (image, structured data).
 */
export function usePage(ns: string, more: Partial<PageHead> = {}): void {
  const { t } = useTranslation([ns, 'common']);
  usePageHead({ title: t(`${ns}:meta.title`), description: t(`${ns}:meta.description`), ...more });
}

const useStyles = makeStyles({
  container: { maxWidth: '1200px', margin: '0 auto', padding: `0 ${tokens.spacingHorizontalL}` },
  hero: {
    background: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    color: tokens.colorNeutralForegroundOnBrand,
    padding: `${tokens.spacingVerticalXXXL} 0`,
  },
  heroTitle: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  heroText: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, maxWidth: '48rem', margin: 0 },
  heroActions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalXL,
  },
  section: { padding: `${tokens.spacingVerticalXXXL} 0`, scrollMarginTop: '120px' },
  sectionTitle: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalS}`,
  },
  sectionIntro: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    maxWidth: '48rem',
    margin: `0 0 ${tokens.spacingVerticalXL}`,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
});

/** The centred page width. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.container, className)}>{children}</div>;
}

/**
 * A page's hero band with its one h1; `lang` is the language of the title and text where it
 * differs from the page's (an item shown in English on a Spanish or Swedish page).
 */
export function PageHero({
  title,
  text,
  lang,
  children,
}: {
  title: string;
  text?: string;
  lang?: { title?: Language | undefined; text?: Language | undefined };
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.hero}>
      <Container>
        <h1 className={styles.heroTitle} lang={lang?.title}>
          {title}
        </h1>
        {text ? (
          <p className={styles.heroText} lang={lang?.text}>
            {text}
          </p>
        ) : null}
        {children ? <div className={styles.heroActions}>{children}</div> : null}
      </Container>
    </section>
  );
}

/** A titled section (h2) of a page, optionally an anchor target. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  title?: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const styles = useStyles();
  return (
    <section id={id} className={mergeClasses(styles.section, className)} aria-label={title}>
      <Container>
        {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
        {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}

/** A responsive grid of cards. */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.grid, className)}>{children}</div>;
}
