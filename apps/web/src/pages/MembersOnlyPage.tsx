import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button-link';
import { PageHero, Section, usePage } from '../components/Page';
import { SiteLink } from '../components/SiteLink';
import { documentPageOf, downloadNext, signInHref } from '../../../ui/sign-in';
import { usePageContext } from '../page-context';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '40rem', padding: tokens.spacingHorizontalXL },
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  link: { color: tokens.colorBrandForegroundLink },
});

/**
 * /members-only: where a download only members may have sends a visitor without a member account.
 * Signing in (the sign-in page comes back to the download named by `?next=`) or applying for membership.
 */
export function MembersOnlyPage() {
  const { t } = useTranslation(['members-only', 'common']);
  usePage('members-only');
  const styles = useStyles();
  const { search, language } = usePageContext();
  const next = downloadNext(search);
  const back = documentPageOf(next);
  return (
    <>
      <PageHero title={t('members-only:hero.title')} text={t('members-only:hero.text')} />
      <Section>
        <Card className={styles.card} data-testid="members-only-card">
          <h2 className={styles.heading}>
            <LockClosedRegular aria-hidden />
            {t('members-only:signIn.title')}
          </h2>
          <p className={styles.text}>{t('members-only:signIn.text')}</p>
          <div className={styles.actions}>
            {/* The sign-in page has no language prefix: the link names the page's language. */}
            <Button as="a" appearance="primary" href={signInHref(next, language)} data-testid="members-only-sign-in">
              {t('members-only:signIn.button')}
            </Button>
            <ButtonLink to="/membership/apply" appearance="secondary">
              {t('members-only:apply')}
            </ButtonLink>
          </div>
          <p className={styles.text}>
            <SiteLink className={styles.link} to={back?.path ?? '/'} data-testid="members-only-back">
              {t('common:common.backTo', { page: t(`common:nav.${back?.nav ?? 'home'}`) })}
            </SiteLink>
          </p>
        </Card>
      </Section>
    </>
  );
}
