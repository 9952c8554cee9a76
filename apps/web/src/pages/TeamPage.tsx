import { Card, Link as FluentLink, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button-link';
import type { TeamMember } from '../../../../shared/resources';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { usePageData } from '../page-data';

// The LinkedIn mark (decorative: the link's text and accessible name say "LinkedIn").
const LINKEDIN_PATH =
  'M4 4h4v4H4zM4 10h4v10H4zM10 10h4v1.5c.6-1 1.9-1.8 3.5-1.8 2.9 0 3.5 1.9 3.5 4.4V20h-4v-5.2c0-1.3-.3-2.3-1.6-2.3-1.3 0-1.9 1-1.9 2.3V20h-3.5z';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  portrait: {
    width: '128px',
    height: '128px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    marginBottom: tokens.spacingVerticalS,
  },
  // Without a photo: the initials on a neutral disc of the portrait's size.
  initials: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
  office: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  name: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
    margin: 0,
  },
  role: { margin: 0, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  bio: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  footer: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
  linkedin: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  linkedinIcon: { width: '16px', height: '16px', fill: 'currentColor', flexShrink: 0 },
  join: { backgroundColor: tokens.colorBrandBackground2 },
  joinText: {
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    maxWidth: '48rem',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
  },
});

/** The initials of a name ("Isabel Navarro Ruiz" → "IR"): the first and last word's first letter. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation(['team', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(member);
  return (
    <Card className={styles.card} data-testid="team-card">
      {member.photo ? (
        <img
          className={styles.portrait}
          src={member.photo}
          alt={t('team:portraitAlt', { name: member.name })}
          width={128}
          height={128}
          loading="lazy"
        />
      ) : (
        <div className={mergeClasses(styles.portrait, styles.initials)} aria-hidden data-testid="team-initials">
          {initialsOf(member.name)}
        </div>
      )}
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role} lang={lang}>
        {member.role}
      </p>
      {member.office ? (
        <p className={styles.office}>
          <LocationRegular aria-hidden /> <VisuallyHidden>{t('team:office')}: </VisuallyHidden>
          {member.office}
        </p>
      ) : null}
      <p className={styles.bio} lang={lang}>
        {member.bio}
      </p>
      <EnglishOnlyNote lang={lang} />
      {member.linkedin ? (
        <div className={styles.footer}>
          <FluentLink
            className={styles.linkedin}
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('team:linkedinLabel', { name: member.name })}
          >
            <svg className={styles.linkedinIcon} viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={LINKEDIN_PATH} />
            </svg>
            {t('team:linkedin')}
          </FluentLink>
        </div>
      ) : null}
    </Card>
  );
}

/** The team page: a card per member of staff (in the order staff gave) and a "Want to join our team?" block. */
export function TeamPage() {
  usePage('team');
  const { t } = useTranslation(['team', 'common']);
  const styles = useStyles();
  const { team = [] } = usePageData();
  return (
    <>
      <PageHero title={t('team:hero.title')} text={t('team:hero.text')} />
      <Section title={t('team:section.title')} intro={t('team:section.intro')}>
        {team.length === 0 ? (
          <EmptyState title={t('team:section.noneTitle')} text={t('team:section.noneText')} />
        ) : (
          <CardGrid>
            {team.map((member) => (
              <TeamCard key={member.id} member={member} />
            ))}
          </CardGrid>
        )}
      </Section>
      <Section id="join" title={t('team:join.title')} className={styles.join}>
        <p className={styles.joinText}>{t('team:join.text')}</p>
        <ButtonLink to="/contact">{t('team:join.cta')}</ButtonLink>
      </Section>
    </>
  );
}
