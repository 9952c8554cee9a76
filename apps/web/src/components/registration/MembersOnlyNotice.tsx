import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../../../shared/routes';
import { signInHref } from '../../../../ui/sign-in';
import { usePageContext } from '../../page-context';
import { SiteLink } from '../SiteLink';
import type { RegistrationEvent } from './event';

const useStyles = makeStyles({
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/**
 * A members-only event's registration for anyone but a signed-in member representative: who may
 * register, a sign-in link that comes back here, and the way to membership.
 */
export function MembersOnlyNotice({ event, checking }: { event: RegistrationEvent; checking: boolean }) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  const { language } = usePageContext();
  const back = localizedPath(`/events/${event.id}#register`, language);
  return (
    <div className={styles.form} data-testid="registration-members-only" aria-busy={checking}>
      <p className={styles.text}>{t('events:registration.membersOnly')}</p>
      <div className={styles.links}>
        <Button as="a" appearance="primary" href={signInHref(back, language)}>
          {t('events:registration.signIn')}
        </Button>
        <SiteLink to="/membership/apply">{t('events:registration.becomeMember')}</SiteLink>
      </div>
    </div>
  );
}
