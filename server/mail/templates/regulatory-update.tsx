/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Section, Text } from '@react-email/components';
import type { Language } from '../../../shared/constants';
import type { Region } from '../../../shared/entities';
import { localizedPath } from '../../../shared/routes';
import { oneLine } from '../addresses';
import { Field, MailLayout } from './layout';
import { paragraphs } from './newsletter';
import { styles } from './theme';
import { defineTemplate } from './types';

/** The page that lists the regulatory updates. */
export const REGULATORY_UPDATES_PATH = '/trade-regulations';

/** A regulatory update in the subscriber's language (its translation where ready, else English). */
export interface RegulatoryUpdateMailProps {
  title: string;
  description: string;
  region: Region;
  /** 'yyyy-MM-dd'. */
  publishedOn: string;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES', sv: 'sv-SE' };

/** A calendar day as the subscriber reads it ("3 December 2026"); the day itself has no time zone. */
function day(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/**
 * A new entry of the regulatory updates log, to the confirmed subscribers of its region: the
 * update's text and a link to the page. Always a list mail (the layout adds the unsubscribe link,
 * the outbox the List-Unsubscribe headers).
 */
export const regulatoryUpdate = defineTemplate<RegulatoryUpdateMailProps>({
  subject: (props, { t }) => t('regulatoryUpdate.subject', { title: oneLine(props.title) }),
  preview: (props, { t }) => t('regulatoryUpdate.preview', { region: t(`regulatoryUpdate.regions.${props.region}`) }),
  Body: ({ props, context }) => {
    const { t } = context;
    const href = context.link(localizedPath(REGULATORY_UPDATES_PATH, context.language));
    return (
      <MailLayout context={context} preview={regulatoryUpdate.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {props.title}
        </Heading>
        <Field label={t('regulatoryUpdate.region')}>{t(`regulatoryUpdate.regions.${props.region}`)}</Field>
        <Field label={t('regulatoryUpdate.date')}>{day(props.publishedOn, context.language)}</Field>
        {paragraphs(props.description).map((paragraph, index) => (
          <Text key={index} style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>
            {paragraph}
          </Text>
        ))}
        <Section style={{ margin: '24px 0 8px' }}>
          <Button href={href} style={styles.button}>
            {t('regulatoryUpdate.button')}
          </Button>
        </Section>
      </MailLayout>
    );
  },
});
