import { Button, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionList } from '../../../../shared/entities';
import { UnsubscribeSchema } from '../../../../shared/schemas/account';
import { ApiError, apiRequest } from '../../../ui/api';
import { ButtonLink } from '../../../ui/button-link';
import { AppToaster, useNotify } from '../../../ui/toast';
import { useSubmit } from '../hooks/submit';
import { Island } from '../islands/Island';
import { useContactEmail, usePageQuery } from '../page-context';
import { PageHero, Section, usePage } from '../components/Page';

/** The text naming each list (unsubscribe:done.*). */
const LIST_KEYS: Record<SubscriptionList, string> = {
  newsletter: 'unsubscribe:done.newsletter',
  'regulatory-updates': 'unsubscribe:done.regulatoryUpdates',
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
  const parsed = UnsubscribeSchema.safeParse({ token: value ?? '' });
  return parsed.success ? parsed.data.token : null;
}

/**
 * The confirmation card: opening the link changes nothing (mail scanners open links); the visitor
 * presses Unsubscribe, which sends POST /api/unsubscribe. No sign-in needed. (An island.)
 */
export function UnsubscribeCard() {
  const { t } = useTranslation(['unsubscribe', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const contactEmail = useContactEmail();
  const token = validToken(usePageQuery().get('token'));
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState<{ list: SubscriptionList } | 'unknown' | null>(null);

  const send = useSubmit(
    (value: string) =>
      apiRequest<{ list: SubscriptionList }>('POST', '/api/unsubscribe', { token: value }).then(setAnswer),
    {
      onSuccess: () => undefined,
      onError: (error) => {
        // A used or unknown token shows the invalid-link state; anything else can be tried again.
        if (error instanceof ApiError && error.status === 404) {
          setAnswer('unknown');
          return;
        }
        notify({
          title: t('unsubscribe:error.title'),
          description: t('unsubscribe:error.description'),
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
          {t('unsubscribe:done.title')}
        </h2>
        <p className={styles.text}>{t(LIST_KEYS[answer.list] ?? LIST_KEYS.newsletter)}</p>
        <p className={styles.text}>{t('unsubscribe:done.again')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('unsubscribe:home')}</ButtonLink>
        </div>
      </>
    );
  } else if (invalid) {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <ErrorCircleRegular className={styles.failure} aria-hidden />
          {t('unsubscribe:invalid.title')}
        </h2>
        <p className={styles.text}>
          {t('unsubscribe:invalid.text')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('unsubscribe:home')}</ButtonLink>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          {t('unsubscribe:confirm.title')}
        </h2>
        <p className={styles.text}>{t('unsubscribe:confirm.text')}</p>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={send.isPending}
            icon={send.isPending ? <Spinner size="tiny" /> : undefined}
            onClick={() => send.submit(token)}
          >
            {send.isPending ? t('unsubscribe:confirm.sending') : t('unsubscribe:confirm.button')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className={styles.card} data-testid="unsubscribe-card">
      {content}
      <AppToaster />
    </Card>
  );
}

/** /unsubscribe?token=…: the link of a mailing (not indexed: the route says so). */
export function UnsubscribePage() {
  usePage('unsubscribe');
  const { t } = useTranslation(['unsubscribe', 'common']);
  return (
    <>
      <PageHero title={t('unsubscribe:hero.title')} text={t('unsubscribe:hero.text')} />
      <Section>
        <Island name="UnsubscribeCard" props={{}} />
      </Section>
    </>
  );
}
