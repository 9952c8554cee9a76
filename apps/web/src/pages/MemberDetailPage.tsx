import { Badge, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Member } from '../../../../shared/entities';
import { ApiError } from '../../../ui/api';
import { usePageMeta } from '../../../ui/page-meta';
import { ButtonLink } from '../components/ButtonLink';
import { PageHero, Section } from '../components/Page';
import { LoadError } from '../components/States';
import { useMember } from '../hooks/content';

const useStyles = makeStyles({
  back: { marginBottom: tokens.spacingVerticalL },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    alignItems: 'start',
    '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  heading: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    margin: `${tokens.spacingVerticalM} 0 0`,
  },
  facts: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  logo: {
    width: '96px',
    height: '96px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // Without a logo the name stands in for it, on a tile the size of a logo.
  logoText: {
    justifySelf: 'start',
    maxWidth: '100%',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    overflowWrap: 'anywhere',
  },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
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
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  center: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

function BackLink() {
  const { t } = useTranslation('members');
  const styles = useStyles();
  return (
    <div className={styles.back}>
      <ButtonLink to="/members" appearance="subtle" icon={<ArrowLeftRegular aria-hidden />}>
        {t('detail.back')}
      </ButtonLink>
    </div>
  );
}

/** The logo, or the name as text when there is none or it cannot be loaded (§3). */
function MemberLogo({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  if (!member.logo || failed) {
    return (
      <div className={styles.logoText} aria-hidden>
        {member.name}
      </div>
    );
  }
  return (
    <img
      className={styles.logo}
      src={member.logo}
      alt={t('detail.logoAlt', { name: member.name })}
      width={96}
      height={96}
      onError={() => setFailed(true)}
    />
  );
}

function MemberFacts({ member }: { member: Member }) {
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  return (
    <Card className={styles.facts} data-testid="member-facts">
      <MemberLogo member={member} />
      <h2 className={styles.heading}>{t('members:detail.facts')}</h2>
      <dl className={styles.list}>
        <dt className={styles.term}>{t('members:detail.location')}</dt>
        <dd className={styles.value}>{member.location}</dd>
        <dt className={styles.term}>{t('members:detail.region')}</dt>
        <dd className={styles.value}>{t(`common:regions.${member.region}`)}</dd>
        <dt className={styles.term}>{t('members:detail.industry')}</dt>
        <dd className={styles.value}>{t(`common:industries.${member.industry}`)}</dd>
        <dt className={styles.term}>{t('members:detail.website')}</dt>
        <dd className={styles.value}>
          {member.website ? (
            <ButtonLink to={member.website} external appearance="primary" icon={<OpenRegular aria-hidden />}>
              {t('members:detail.visitWebsite')}
              <span className={styles.hidden}> ({t('members:detail.newTab')})</span>
            </ButtonLink>
          ) : (
            t('members:detail.noWebsite')
          )}
        </dd>
      </dl>
      {member.featured ? (
        <div className={styles.badges}>
          <Badge color="important">{t('common:common.featured')}</Badge>
        </div>
      ) : null}
    </Card>
  );
}

function MemberProfile({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  return (
    <>
      <PageHero title={member.name} text={member.location} />
      <Section>
        <BackLink />
        <div className={styles.layout}>
          <div>
            <h2 className={styles.heading}>{t('detail.about')}</h2>
            <p className={styles.text}>{member.description}</p>
            <div className={styles.contact}>
              <h2 className={styles.contactTitle}>{t('detail.contactTitle', { name: member.name })}</h2>
              <p className={styles.contactText}>{t('detail.contactText')}</p>
              <ButtonLink to="/contact?inquiryType=partnership#contact-form">{t('detail.contactAction')}</ButtonLink>
            </div>
          </div>
          <MemberFacts member={member} />
        </div>
      </Section>
    </>
  );
}

/** /members/:id: one member company; a 404 from the API shows the not-found state. */
export function MemberDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  const { data: member, error, isPending } = useMember(id);
  const notFound = error instanceof ApiError && error.status === 404;

  usePageMeta(
    member?.name ?? (notFound ? t('members:notFound.title') : t('members:meta.detail.title')),
    member
      ? t('members:meta.detail.description', { name: member.name, location: member.location })
      : notFound
        ? t('members:notFound.text')
        : t('members:meta.description'),
    t('common:site.name'),
  );

  if (member) return <MemberProfile member={member} />;
  if (isPending) {
    return (
      <>
        <PageHero title={t('members:meta.detail.title')} />
        <div className={styles.center}>
          <Spinner label={t('members:detail.loading')} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHero
        title={notFound ? t('members:notFound.title') : t('members:meta.detail.title')}
        text={notFound ? t('members:notFound.text') : undefined}
      />
      <Section>
        {notFound ? null : <LoadError />}
        <BackLink />
      </Section>
    </>
  );
}
