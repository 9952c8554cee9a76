import { Button, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionList } from '../../../../shared/entities';
import { SubscriptionTokenSchema } from '../../../../shared/schemas/account';
import { ApiError, apiRequest } from '../../../ui/api';
import { ButtonLink } from '../../../ui/button-link';
import { AppToaster, useNotify } from '../../../ui/toast';
import { useSubmit } from '../hooks/submit';
import { useFocusWhenShown } from '../hooks/form-result';
import { useContactEmail, usePageQuery } from '../page-context';

/** The look of a mailed link's card (this one, and the registration's cancellation card). */
export const useTokenCardStyles = makeStyles({
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
  const parsed = SubscriptionTokenSchema.safeParse({ token: value ?? '' });
  return parsed.success ? parsed.data.token : null;
}

export interface TokenActionCardProps {
  /**
   * The page's translation namespace. It holds the same keys for every such page: `confirm.*` (the
   * question and its button), `done.*` (the result, with one text per list), `invalid.*`, `error.*`
   * and `home`.
   */
  namespace: 'unsubscribe' | 'subscription';
  /** The POST that spends the token; it answers `{ list }`, or 404 for a used or unknown token. */
  endpoint: string;
  testId: string;
}

/**
 * The card of a subscription's mailed link (confirm, unsubscribe): opening the link changes nothing
 * (mail scanners and previews open links); the visitor presses the button, which sends the token to
 * `endpoint`. No sign-in needed.
 */
export function TokenActionCard({ namespace: ns, endpoint, testId }: TokenActionCardProps) {
  const { t } = useTranslation([ns, 'common']);
  const styles = useTokenCardStyles();
  const notify = useNotify();
  const contactEmail = useContactEmail();
  const token = validToken(usePageQuery().get('token'));
  const [answer, setAnswer] = useState<{ list: SubscriptionList } | 'unknown' | null>(null);
  const listKeys: Record<SubscriptionList, string> = {
    newsletter: `${ns}:done.newsletter`,
    'regulatory-updates': `${ns}:done.regulatoryUpdates`,
  };

  const send = useSubmit(
    (value: string) => apiRequest<{ list: SubscriptionList }>('POST', endpoint, { token: value }).then(setAnswer),
    {
      onSuccess: () => undefined,
      onError: (error) => {
        // A used or unknown token shows the invalid-link state; anything else can be tried again.
        if (error instanceof ApiError && error.status === 404) {
          setAnswer('unknown');
          return;
        }
        notify({ title: t(`${ns}:error.title`), description: t(`${ns}:error.description`), variant: 'destructive' });
      },
    },
  );
  const invalid = !token || answer === 'unknown';
  const done = answer !== null && answer !== 'unknown';

  // The button disappears once answered: focus moves to the result so it is read out.
  const answered = done || (token !== null && invalid);
  const resultRef = useFocusWhenShown<HTMLHeadingElement>(answered);

  const home = (
    <div className={styles.actions}>
      <ButtonLink to="/">{t(`${ns}:home`)}</ButtonLink>
    </div>
  );
  let content;
  if (done) {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <CheckmarkCircleRegular className={styles.success} aria-hidden />
          {t(`${ns}:done.title`)}
        </h2>
        <p className={styles.text}>{t(listKeys[answer.list] ?? listKeys.newsletter)}</p>
        <p className={styles.text}>{t(`${ns}:done.again`)}</p>
        {home}
      </>
    );
  } else if (invalid) {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          <ErrorCircleRegular className={styles.failure} aria-hidden />
          {t(`${ns}:invalid.title`)}
        </h2>
        <p className={styles.text}>
          {t(`${ns}:invalid.text`)} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        {home}
      </>
    );
  } else {
    content = (
      <>
        <h2 ref={resultRef} tabIndex={-1} className={styles.title}>
          {t(`${ns}:confirm.title`)}
        </h2>
        <p className={styles.text}>{t(`${ns}:confirm.text`)}</p>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={send.isPending}
            icon={send.isPending ? <Spinner size="tiny" /> : undefined}
            onClick={() => send.submit(token)}
          >
            {send.isPending ? t(`${ns}:confirm.sending`) : t(`${ns}:confirm.button`)}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className={styles.card} data-testid={testId}>
      {content}
      <AppToaster />
    </Card>
  );
}
