import { Button, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SubscriptionList } from '../../../../shared/entities';
import { UnsubscribeSchema } from '../../../../shared/schemas/account';
import { ApiError, apiRequest } from '../../../ui/api';
import { ButtonLink } from '../../../ui/button-link';
import { useContactEmail } from '../../../ui/site-settings';
import { useNotify } from '../../../ui/toast';
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

/** Asks search engines not to index the page while it is shown (its address carries a token). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** The token of `?token=…` when it has the shape of one, else null (no request is sent for it). */
function validToken(value: string | null): string | null {
  const parsed = UnsubscribeSchema.safeParse({ token: value ?? '' });
  return parsed.success ? parsed.data.token : null;
}

/**
 * /unsubscribe?token=…: the link of a mailing. Opening it changes nothing (mail scanners open
 * links); the visitor presses Unsubscribe, which sends POST /api/unsubscribe. No sign-in needed.
 */
export function UnsubscribePage() {
  usePage('unsubscribe');
  useNoIndex();
  const { t } = useTranslation(['unsubscribe', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const contactEmail = useContactEmail();
  const [params] = useSearchParams();
  const token = validToken(params.get('token'));
  const resultRef = useRef<HTMLHeadingElement>(null);

  const send = useMutation({
    mutationFn: (value: string) => apiRequest<{ list: SubscriptionList }>('POST', '/api/unsubscribe', { token: value }),
    onError: (error) => {
      // A used or unknown token shows the invalid-link state; anything else can be tried again.
      if (error instanceof ApiError && error.status === 404) return;
      notify({
        title: t('unsubscribe:error.title'),
        description: t('unsubscribe:error.description'),
        variant: 'destructive',
      });
    },
  });
  const invalid = !token || (send.error instanceof ApiError && send.error.status === 404);
  const done = send.isSuccess;

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
        <p className={styles.text}>{t(LIST_KEYS[send.data.list] ?? LIST_KEYS.newsletter)}</p>
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
            onClick={() => send.mutate(token)}
          >
            {send.isPending ? t('unsubscribe:confirm.sending') : t('unsubscribe:confirm.button')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero title={t('unsubscribe:hero.title')} text={t('unsubscribe:hero.text')} />
      <Section>
        <Card className={styles.card} data-testid="unsubscribe-card">
          {content}
        </Card>
      </Section>
    </>
  );
}
