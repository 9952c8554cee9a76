import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../shared/entities';
import { ButtonLink } from '../../../ui/button-link';
import { DetailHeading, DetailView, FactsCard } from '../components/DetailPage';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { InitialsMark } from '../components/InitialsMark';
import { usePageData } from '../page-data';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { usePageHead } from '../page-head';

const useStyles = makeStyles({
  text: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    margin: `${tokens.spacingVerticalM} 0 0`,
  },
  logo: {
    width: '96px',
    height: '96px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  contact: {
    marginTop: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'start',
  },
  contactTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  contactText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The logo, or the company's initials when there is none. */
function MemberLogo({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const textLang = useTextLanguage(member);
  if (!member.logo) return <InitialsMark name={member.name} size="large" />;
  return (
    <img
      className={styles.logo}
      src={member.logo}
      alt={member.logoAlt ?? t('detail.logoAlt', { name: member.name })}
      lang={member.logoAlt ? textLang : undefined}
      width={96}
      height={96}
    />
  );
}

function MemberFacts({ member }: { member: Member }) {
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  return (
    <FactsCard
      testId="member-facts"
      title={t('members:detail.facts')}
      before={<MemberLogo member={member} />}
      facts={[
        [t('members:detail.location'), member.location],
        [t('members:detail.region'), t(`common:regions.${member.region}`)],
        [t('members:detail.industry'), t(`common:industries.${member.industry}`)],
        [
          t('members:detail.website'),
          member.website ? (
            <ButtonLink to={member.website} external appearance="primary" icon={<OpenRegular aria-hidden />}>
              {t('members:detail.visitWebsite')}
              <VisuallyHidden> ({t('members:detail.newTab')})</VisuallyHidden>
            </ButtonLink>
          ) : (
            t('members:detail.noWebsite')
          ),
        ],
      ]}
    >
      {member.featured ? (
        <div className={styles.badges}>
          <Badge color="important">{t('common:common.featured')}</Badge>
        </div>
      ) : null}
    </FactsCard>
  );
}

function MemberProfile({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const textLang = useTextLanguage(member);
  return (
    <DetailView
      title={member.name}
      summary={member.location}
      back={{ to: '/members', label: t('detail.back') }}
      aside={<MemberFacts member={member} />}
    >
      <DetailHeading>{t('detail.about')}</DetailHeading>
      <EnglishOnlyNote lang={textLang} />
      <p className={styles.text} lang={textLang}>
        {member.description}
      </p>
      <div className={styles.contact}>
        <h2 className={styles.contactTitle}>{t('detail.contactTitle', { name: member.name })}</h2>
        <p className={styles.contactText}>{t('detail.contactText')}</p>
        <ButtonLink to="/contact?inquiryType=partnership#contact-form">{t('detail.contactAction')}</ButtonLink>
      </div>
    </DetailView>
  );
}

/** /members/:id: one member company (an unknown id is the 404 page). */
export function MemberDetailPage() {
  const { t } = useTranslation(['members', 'common']);
  const { member } = usePageData();
  if (!member) throw new Error('The member page renders with its member');
  usePageHead({
    title: member.name,
    description: t('members:meta.detail.description', { name: member.name, location: member.location }),
    image: member.logo,
    type: 'profile',
  });
  return <MemberProfile member={member} />;
}
