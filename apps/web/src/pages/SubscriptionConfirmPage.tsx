import { Button, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionList } from '../../../../shared/entities';
import { SubscriptionConfirmSchema } from '../../../../shared/schemas/newsletter';
import { ApiError, apiRequest } from '../../../ui/api';
import { ButtonLink } from '../../../ui/button-link';
import { AppToaster, useNotify } from '../../../ui/toast';
import { useSubmit } from '../hooks/submit';
import { Island } from '../islands/Island';
import { useContactEmail, usePageQuery } from '../page-context';
import { PageHero, Section, usePage } from '../components/Page';

/** The text naming each list (subscription:done.*). */
const LIST_KEYS: Record<SubscriptionList, string> = {
  newsletter: 'subscription:done.newsletter',
  'regulatory-updates': 'subscription:done.regulatoryUpdates',
};

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    maxWidth: '40rem',
    padding: tokens.spacingHorizontalXL,
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ':focus': { outline: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  success: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  failure: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  text: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The token of `?token=…` when it has the shape of one, else null (no request is sent for it). */
function validToken(value: string | null): string | null {
  const parsed = SubscriptionConfirmSchema.safeParse({ token: value ?? '' });
  return parsed.success ? parsed.data.token : null;
}

/**
 * Double opt-in: opening the mailed link changes nothing (mail scanners and previews open links);
 * the visitor presses Confirm, which sends POST /api/subscriptions/confirm. No sign-in. (An island.)
 */
export function SubscriptionConfirmCard() {
  const { t } = useTranslation(['subscription', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const contactEmail = useContactEmail();
  const token = validToken(usePageQuery().get('token'));
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState<{ list: SubscriptionList } | 'unknown' | null>(null);

  const send = useSubmit(
    (value: string) =>
      apiRequest<{ list: SubscriptionList }>('POST', '/api/subscriptions/confirm', { token: value }).then(setAnswer),
    {
      onSuccess: () => undefined,
      onError: (error) => {
        // A used or unknown token shows the invalid-link state; anything else can be tried again.
        if (error instanceof ApiError && error.status === 404) {
          setAnswer('unknown');
          return;
        }
        notify({
          title: t('subscription:error.title'),
          description: t('subscription:error.description'),
          variant: 'destructive',
        });
      },
    },
  );
  const invalid = !token || answer === 'unknown';
  const done = answer !== null && answer !== 'unknown';

  // The button disappears once answered: focus moves to the result so it is read out.
  const answered = done || (token !== null && invalid);
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered]);

  let content;
  if (done) {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <CheckmarkCircleRegular className={styles.success} aria-hidden />
          {t('subscription:done.title')}
        </h2>
        <p className={styles.text}>{t(LIST_KEYS[answer.list] ?? LIST_KEYS.newsletter)}</p>
        <p className={styles.text}>{t('subscription:done.again')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('subscription:home')}</ButtonLink>
        </div>
      </>
    );
  } else if (invalid) {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <ErrorCircleRegular className={styles.failure} aria-hidden />
          {t('subscription:invalid.title')}
        </h2>
        <p className={styles.text}>
          {t('subscription:invalid.text')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('subscription:home')}</ButtonLink>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          {t('subscription:confirm.title')}
        </h2>
        <p className={styles.text}>{t('subscription:confirm.text')}</p>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={send.isPending}
            icon={send.isPending ? <Spinner size="tiny" /> : undefined}
            onClick={() => send.submit(token)}
          >
            {send.isPending ? t('subscription:confirm.sending') : t('subscription:confirm.button')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className={styles.card} data-testid="subscription-confirm-card">
      {content}
      <AppToaster />
    </Card>
  );
}

/** /subscription/confirm?token=…: the link of a confirmation mail (not indexed: the route says so). */
export function SubscriptionConfirmPage() {
  usePage('subscription');
  const { t } = useTranslation(['subscription', 'common']);
  return (
    <>
      <PageHero title={t('subscription:hero.title')} text={t('subscription:hero.text')} />
      <Section>
        <Island name="SubscriptionConfirmCard" props={{}} />
      </Section>
    </>
  );
}
