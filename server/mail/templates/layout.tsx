/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { MailContext } from './types';
import { styles } from './theme';

/** The frame of every mail: the site's name on top, the content, and a footer with the site's address. */
export function MailLayout({
  context,
  preview,
  children,
}: {
  context: MailContext;
  preview: string;
  children: ReactNode;
}) {
  const { t, siteName, unsubscribeUrl } = context;
  return (
    <Html lang={context.language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{siteName}</Text>
          {children}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{t('layout.sentBy', { siteName })}</Text>
          <Text style={styles.footer}>
            <Link href={context.link('/')} style={styles.link}>
              {context.link('/')}
            </Link>
          </Text>
          {unsubscribeUrl ? (
            <Text style={styles.footer}>
              {t('layout.listReason')}{' '}
              <Link href={unsubscribeUrl} style={styles.link}>
                {t('layout.unsubscribe')}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A labelled value (a field of an enquiry): the label small and grey, the value below it. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{children}</Text>
    </>
  );
}
