import { Badge, Card, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  BookmarkFilled,
  BookmarkRegular,
  GlobeRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
  PhoneRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../../shared/entities';
import { ButtonLink } from '../../../../ui/button-link';
import { EnglishOnlyNote, useTextLanguage } from '../../components/ContentLanguage';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { initialsOf } from '../../lib/initials';
import { browserStorage, toggleSavedCompany } from '../../lib/saved-companies';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  cardHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: {
    width: '56px',
    height: '56px',
    flexShrink: 0,
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
  mark: {
    width: '56px',
    height: '56px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  location: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  contacts: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
  },
  contact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  actions: {
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

/** A phone number as a tel: address: its digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** A member company in the directory: its mark, badges, description, contacts and Save button. */
export function CompanyCard({ member, saved }: { member: Member; saved: boolean }) {
  const { t } = useTranslation(['directory', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(member);
  const contact = member.contact;
  return (
    <Card className={styles.card} data-testid="company-card">
      <div className={styles.cardHead}>
        {/* The name follows as the heading: the logo, or the initials without one, is decorative. */}
        {member.logo ? (
          <img className={styles.logo} src={member.logo} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className={styles.mark} aria-hidden>
            {initialsOf(member.name)}
          </span>
        )}
        <div>
          <h3 className={styles.name}>{member.name}</h3>
          <span className={styles.location}>
            <LocationRegular aria-hidden /> {member.location}
          </span>
        </div>
      </div>
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`common:regions.${member.region}`)}</Badge>
        <Badge appearance="outline">{t(`common:industries.${member.industry}`)}</Badge>
        {member.businessType ? (
          <Badge appearance="outline" color="informative">
            {t(`directory:types.${member.businessType}`)}
          </Badge>
        ) : null}
      </div>
      <p className={styles.text} lang={textLang}>
        {member.description}
      </p>
      <EnglishOnlyNote lang={textLang} />
      <ul className={styles.contacts} aria-label={t('directory:card.contact', { name: member.name })}>
        {contact?.name ? (
          <li className={styles.contact}>
            <PersonRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.contactPerson')}: </VisuallyHidden>
            {contact.name}
          </li>
        ) : null}
        {contact?.email ? (
          <li className={styles.contact}>
            <MailRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.email')}: </VisuallyHidden>
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        ) : null}
        {contact?.phone ? (
          <li className={styles.contact}>
            <PhoneRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.phone')}: </VisuallyHidden>
            <a className={styles.link} href={telOf(contact.phone)}>
              {contact.phone}
            </a>
          </li>
        ) : null}
        {member.website ? (
          <li className={styles.contact}>
            <GlobeRegular aria-hidden />
            <VisuallyHidden>{t('directory:card.website')}: </VisuallyHidden>
            <a className={styles.link} href={member.website} target="_blank" rel="noopener noreferrer">
              {member.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <VisuallyHidden> ({t('directory:card.newTab')})</VisuallyHidden>
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        <SaveButton member={member} saved={saved} />
        <ButtonLink to={`/members/${member.id}`} size="small" appearance="secondary" icon={<PersonRegular />}>
          {t('directory:card.viewProfile')}
          <VisuallyHidden>: {member.name}</VisuallyHidden>
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Save: keeps the company in this browser's list; pressed (and filled) while it is there. */
function SaveButton({ member, saved }: { member: Member; saved: boolean }) {
  const { t } = useTranslation('directory');
  return (
    <ToggleButton
      size="small"
      checked={saved}
      icon={saved ? <BookmarkFilled /> : <BookmarkRegular />}
      onClick={() => toggleSavedCompany(browserStorage(), member.id)}
      data-testid="save-company"
    >
      {/* A toggle keeps its name; aria-pressed and the filled mark say that it is saved. */}
      {t('card.save')}
      <VisuallyHidden>: {member.name}</VisuallyHidden>
    </ToggleButton>
  );
}
