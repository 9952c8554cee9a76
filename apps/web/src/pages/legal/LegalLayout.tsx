import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../components/SiteLink';
import { formatDate } from '../../../../ui/dates';
import { usePageHead } from '../../page-head';
import { Container, PageHero } from '../../components/Page';
import { LEGAL_SECTIONS, revisedOn, type LegalPageKey } from '../../data/legal';
import { StoredItems, type StorageCategory } from './StoredItems';

/**
 * One block of a legal section's body in the `legal` namespace: a paragraph (a plain string),
 * a bulleted list, a list of terms with their explanations, a mailbox, a postal address, a
 * link to another page of the site, or the list of what the site keeps in a browser (written from
 * the code's own list, never from the translations).
 */
export type LegalBlock =
  | string
  | { list: string[] }
  | { terms: { term: string; text: string }[] }
  | { email: { label: string; value: string } }
  | { address: { label: string; lines: string[] } }
  | { link: { to: string; text: string } }
  | { storage: StorageCategory };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isDefined = <T,>(value: T | undefined): value is T => value !== undefined;

/**
 * An array, or an object keyed 0…n-1: the build's locale merge (English under the translation)
 * hands translated arrays over in that form.
 */
function asArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key, index) => key === String(index))) return undefined;
  return keys.map((key) => value[key]);
}

function asStrings(value: unknown): string[] | undefined {
  const items = asArray(value);
  return items?.every(isString) ? items : undefined;
}

function asTerm(value: unknown): { term: string; text: string } | undefined {
  return isObject(value) && isString(value.term) && isString(value.text)
    ? { term: value.term, text: value.text }
    : undefined;
}

/** One block read from the translations, or undefined when it has none of the `LegalBlock` shapes. */
export function parseLegalBlock(value: unknown): LegalBlock | undefined {
  if (isString(value)) return value;
  if (!isObject(value)) return undefined;
  if ('list' in value) {
    const list = asStrings(value.list);
    return list ? { list } : undefined;
  }
  if ('terms' in value) {
    const terms = asArray(value.terms)?.map(asTerm);
    return terms?.every(isDefined) ? { terms } : undefined;
  }
  if ('email' in value) {
    const { email } = value;
    return isObject(email) && isString(email.label) && isString(email.value)
      ? { email: { label: email.label, value: email.value } }
      : undefined;
  }
  if ('address' in value) {
    const { address } = value;
    const lines = isObject(address) ? asStrings(address.lines) : undefined;
    return isObject(address) && isString(address.label) && lines
      ? { address: { label: address.label, lines } }
      : undefined;
  }
  if ('storage' in value) {
    return value.storage === 'essential' || value.storage === 'functionality' ? { storage: value.storage } : undefined;
  }
  if ('link' in value) {
    // Only links inside the site: a path, never a protocol-relative or external address.
    const { link } = value;
    return isObject(link) && isString(link.text) && isString(link.to) && /^\/(?!\/)/.test(link.to)
      ? { link: { to: link.to, text: link.text } }
      : undefined;
  }
  return undefined;
}

/** The valid blocks of a section body read with `returnObjects` (none when it is not a list). */
export function toLegalBlocks(value: unknown): LegalBlock[] {
  return (asArray(value) ?? []).map(parseLegalBlock).filter(isDefined);
}

/** Sets the document title and description of a legal page from `legal:meta.<page>.*`. */
export function useLegalPageMeta(page: LegalPageKey): void {
  const { t } = useTranslation(['legal', 'common']);
  usePageHead({ title: t(`legal:meta.${page}.title`), description: t(`legal:meta.${page}.description`) });
}

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXL,
    padding: `${tokens.spacingVerticalXXXL} 0`,
    '@media (min-width: 1024px)': {
      gridTemplateColumns: '280px minmax(0, 1fr)',
      alignItems: 'start',
      columnGap: tokens.spacingHorizontalXXXL,
    },
  },
  toc: {
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    '@media (min-width: 1024px)': { position: 'sticky', top: '140px' },
  },
  tocTitle: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalS}`,
  },
  tocList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  tocLink: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} 0`,
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    lineHeight: tokens.lineHeightBase300,
    ':hover': { textDecoration: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
  article: { maxWidth: '48rem', overflowWrap: 'break-word' },
  section: {
    scrollMarginTop: '120px',
    paddingBottom: tokens.spacingVerticalXL,
    marginBottom: tokens.spacingVerticalXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none', marginBottom: 0 },
  },
  sectionTitle: {
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  text: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground1,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  list: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    margin: `0 0 ${tokens.spacingVerticalM}`,
    paddingLeft: tokens.spacingHorizontalXXL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  terms: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  term: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS },
  definition: { margin: `0 0 0 ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground2 },
  contact: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    fontStyle: 'normal',
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  label: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  line: { display: 'block' },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

/** Renders one block of a section body. */
function LegalBlockView({ block }: { block: LegalBlock }) {
  const styles = useStyles();
  if (typeof block === 'string') return <p className={styles.text}>{block}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('terms' in block) {
    return (
      <dl className={styles.terms}>
        {block.terms.map(({ term, text }) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{text}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('storage' in block) return <StoredItems category={block.storage} />;
  if ('email' in block) {
    return (
      <p className={styles.contact}>
        <span className={styles.label}>{block.email.label}</span>
        <a className={styles.link} href={`mailto:${block.email.value}`}>
          {block.email.value}
        </a>
      </p>
    );
  }
  if ('address' in block) {
    return (
      <address className={styles.contact}>
        <span className={styles.label}>{block.address.label}</span>
        {block.address.lines.map((line, index) => (
          <span key={index} className={styles.line}>
            {line}
          </span>
        ))}
      </address>
    );
  }
  return (
    <p className={styles.text}>
      <SiteLink className={styles.link} to={block.link.to}>
        {block.link.text}
      </SiteLink>
    </p>
  );
}

/**
 * The shared body of the privacy, terms and cookie pages: a hero with the title and the
 * 'Last updated' date (its last revision), a table of contents linking to the section anchors, and the sections.
 * `values` fill the `{{placeholders}}` of the sections' texts (the privacy policy's retention periods).
 */
export function LegalLayout({ page, values }: { page: LegalPageKey; values?: Record<string, string> }) {
  const { t } = useTranslation(['legal', 'common']);
  const styles = useStyles();
  const sections = LEGAL_SECTIONS[page];
  const title = (id: string) => t(`legal:${page}.sections.${id}.title`);
  const date = formatDate(revisedOn(page), t('legal:lastUpdatedFormat'));

  return (
    <>
      <PageHero title={t(`legal:meta.${page}.title`)} text={t('legal:lastUpdated', { date })} />
      <Container>
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label={t('legal:toc.label')}>
            <h2 className={styles.tocTitle}>{t('legal:toc.title')}</h2>
            <ul className={styles.tocList}>
              {sections.map((id) => (
                <li key={id}>
                  {/* A plain fragment link: the browser scrolls and moves focus to the section. */}
                  <a className={styles.tocLink} href={`#${id}`}>
                    {title(id)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <article className={styles.article} data-testid="legal-article">
            {sections.map((id) => (
              <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`} className={styles.sectionTitle}>
                  {title(id)}
                </h2>
                {toLegalBlocks(t(`legal:${page}.sections.${id}.body`, { ...values, returnObjects: true })).map(
                  (block, index) => (
                    <LegalBlockView key={index} block={block} />
                  ),
                )}
              </section>
            ))}
          </article>
        </div>
      </Container>
    </>
  );
}
