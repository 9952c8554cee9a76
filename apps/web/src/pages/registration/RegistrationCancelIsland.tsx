import { Button, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '../../../../../shared/entities';
import { ApiError, apiRequest, getJson } from '../../../../ui/api';
import { ButtonLink } from '../../../../ui/button-link';
import { formatZonedSpan } from '../../../../ui/dates';
import { AppToaster, useNotify } from '../../../../ui/toast';
import { useTokenCardStyles } from '../../components/TokenActionCard';
import { useSubmit } from '../../hooks/submit';
import { useFocusWhenShown } from '../../hooks/form-result';
import { useContactEmail, useLocalize, usePageContext, usePageQuery } from '../../page-context';

const useStyles = makeStyles({
  facts: { margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
});

/** What the cancellation link shows before anything changes: whose place, at which event. */
interface Holder {
  fullName: string;
  status: RegistrationStatus;
  event: {
    id: number;
    title: string;
    date: string;
    endDate: string | null;
    timeZone: string;
    location: string;
    lang: string;
  };
}

/** A token of the mailed shape (`<id>.<signature>`); anything else is not sent. */
const tokenShape = (value: string | null) =>
  value && /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/.test(value) ? value : null;

/**
 * The card of a registration's cancellation link: it reads whose place it is (opening the link
 * changes nothing: mail scanners open links), and the button gives the place up
 * (POST /api/registrations/cancel); the first waiting person then gets it. An island.
 */
export function RegistrationCancelCard() {
  const { t } = useTranslation(['registration', 'common']);
  const styles = { ...useTokenCardStyles(), ...useStyles() };
  const notify = useNotify();
  const localize = useLocalize();
  const contactEmail = useContactEmail();
  const { language } = usePageContext();
  const token = tokenShape(usePageQuery().get('token'));
  const [holder, setHolder] = useState<Holder | 'unknown' | null>(token ? null : 'unknown');
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (!token) return;
    getJson<Holder>(`/api/registrations/cancel?token=${encodeURIComponent(token)}&lang=${language}`).then(
      setHolder,
      () => setHolder('unknown'),
    );
  }, [token, language]);

  const send = useSubmit((value: string) => apiRequest('POST', '/api/registrations/cancel', { token: value }), {
    onSuccess: () => setCancelled(true),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        setHolder('unknown');
        return;
      }
      notify({
        title: t('registration:error.title'),
        description: t('registration:error.text'),
        variant: 'destructive',
      });
    },
  });

  // The button goes once answered: focus moves to the result so it is read out.
  const answered = cancelled || holder === 'unknown';
  const resultRef = useFocusWhenShown<HTMLHeadingElement>(answered);

  const actions = (
    <div className={styles.actions}>
      <ButtonLink to={localize('/events')}>{t('registration:events')}</ButtonLink>
    </div>
  );
  let content;
  if (holder === 'unknown') {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <ErrorCircleRegular className={styles.failure} aria-hidden />
          {t('registration:invalid.title')}
        </h2>
        <p className={styles.text}>
          {t('registration:invalid.text')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        {actions}
      </>
    );
  } else if (holder === null) {
    content = <Spinner label={t('registration:loading')} />;
  } else if (cancelled || holder.status === 'cancelled') {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <CheckmarkCircleRegular className={styles.success} aria-hidden />
          {t('registration:done.title')}
        </h2>
        <p className={styles.text}>{t('registration:done.text', { title: holder.event.title })}</p>
        {actions}
      </>
    );
  } else {
    const { event } = holder;
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          {t(holder.status === 'waitlisted' ? 'registration:confirm.waitlistTitle' : 'registration:confirm.title')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('registration:confirm.name')}</dt>
          <dd>{holder.fullName}</dd>
          <dt>{t('registration:confirm.event')}</dt>
          <dd lang={event.lang === language ? undefined : event.lang}>{event.title}</dd>
          <dt>{t('registration:confirm.when')}</dt>
          <dd>{formatZonedSpan(event.date, event.endDate, event.timeZone)}</dd>
        </dl>
        <p className={styles.text}>{t('registration:confirm.text')}</p>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={send.isPending}
            icon={send.isPending ? <Spinner size="tiny" /> : undefined}
            onClick={() => send.submit(token ?? '')}
          >
            {send.isPending ? t('registration:confirm.sending') : t('registration:confirm.button')}
          </Button>
          <ButtonLink to={localize(`/events/${event.id}`)} appearance="secondary">
            {t('registration:confirm.keep')}
          </ButtonLink>
        </div>
      </>
    );
  }
  return (
    <Card className={styles.card} data-testid="registration-cancel-card">
      {content}
      <AppToaster />
    </Card>
  );
}
