/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Section, Text } from '@react-email/components';
import type { SubscriptionList } from '../../../shared/entities';
import { localizedPath } from '../../../shared/routes';
import { oneLine } from '../addresses';
import { MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate } from './types';

/** The site path of the confirmation page; `?token=…` is the link's secret. */
export const SUBSCRIPTION_CONFIRM_PATH = '/subscription/confirm';

/** A pending subscription: which list, and the secret of its confirmation link. */
export interface SubscriptionConfirmationProps {
  list: SubscriptionList;
  token: string;
  /** How many days the link stays valid. */
  days: number;
}

/**
 * Double opt-in: the link to the confirmation page (in the language of the form), where a button
 * confirms. Repeats nothing typed into the form but the list's name: anyone can enter anyone's address.
 */
export const subscriptionConfirmation = defineTemplate<SubscriptionConfirmationProps>({
  secrets: (props) => [props.token],
  subject: (props, { t, siteName }) =>
    t('subscriptionConfirmation.subject', { list: t(`lists.${props.list}`), siteName: oneLine(siteName) }),
  preview: (props, { t }) => t('subscriptionConfirmation.preview', { list: t(`lists.${props.list}`) }),
  Body: ({ props, context }) => {
    const { t } = context;
    const href = context.link(
      localizedPath(`${SUBSCRIPTION_CONFIRM_PATH}?token=${encodeURIComponent(props.token)}`, context.language),
    );
    return (
      <MailLayout context={context} preview={subscriptionConfirmation.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('subscriptionConfirmation.heading')}
        </Heading>
        <Text style={styles.text}>
          {t('subscriptionConfirmation.body', { list: t(`lists.${props.list}`), siteName: context.siteName })}
        </Text>
        <Section style={{ margin: '24px 0 8px' }}>
          <Button href={href} style={styles.button}>
            {t('subscriptionConfirmation.button')}
          </Button>
        </Section>
        <Text style={styles.text}>{t('subscriptionConfirmation.expires', { count: props.days })}</Text>
        <Text style={styles.footer}>{t('subscriptionConfirmation.notYou')}</Text>
      </MailLayout>
    );
  },
});
