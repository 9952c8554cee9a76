/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx compiles this file with whatever tsconfig the process started from.)
import { Button, Heading, Section, Text } from '@react-email/components';
import { oneLine } from '../addresses';
import { Field, MailLayout } from './layout';
import { styles } from './theme';
import { defineTemplate, type MailContext } from './types';

/** The staff screen of the proposed listing changes. */
const REVIEW_PATH = '/admin/listing-changes';
/** A representative's own company screen. */
const COMPANY_PATH = '/admin/company';

/** To the chamber: a company proposed changes to its listing. */
export interface ListingChangeSubmittedProps {
  companyName: string;
  proposerName: string;
  /** It replaces a proposal of the same company that was still waiting. */
  replaced: boolean;
}

/** To the representative who proposed a change: how it was decided. */
export interface ListingChangeDecidedProps {
  fullName: string;
  companyName: string;
}

/** A rejection, with the reason staff gave. */
export interface ListingChangeRejectedProps extends ListingChangeDecidedProps {
  reason: string;
}

/** The button to the representative's company screen. */
function CompanyButton({ context }: { context: MailContext }) {
  return (
    <Section style={{ margin: '24px 0 8px' }}>
      <Button href={context.link(COMPANY_PATH)} style={styles.button}>
        {context.t('listingChange.openCompany')}
      </Button>
    </Section>
  );
}

/**
 * To the chamber's contact address (site settings), in the site's language: a listing change waits
 * for review. The company's and the person's names are typed by members: one line in the subject.
 */
export const listingChangeSubmitted = defineTemplate<ListingChangeSubmittedProps>({
  subject: (props, { t }) => t('listingChange.submitted.subject', { company: oneLine(props.companyName) }),
  preview: (props, { t }) => t('listingChange.submitted.preview', { name: oneLine(props.proposerName) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={listingChangeSubmitted.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('listingChange.submitted.heading')}
        </Heading>
        <Text style={styles.text}>
          {t('listingChange.submitted.body', {
            name: props.proposerName,
            company: props.companyName,
            siteName: context.siteName,
          })}
        </Text>
        {props.replaced ? <Text style={styles.text}>{t('listingChange.submitted.replaced')}</Text> : null}
        <Section style={{ margin: '24px 0 8px' }}>
          <Button href={context.link(REVIEW_PATH)} style={styles.button}>
            {t('listingChange.submitted.open')}
          </Button>
        </Section>
      </MailLayout>
    );
  },
});

/** The proposal was approved: the listing now shows it. */
export const listingChangeApproved = defineTemplate<ListingChangeDecidedProps>({
  subject: (_props, { t, siteName }) => t('listingChange.approved.subject', { siteName: oneLine(siteName) }),
  preview: (props, { t }) => t('listingChange.approved.preview', { company: oneLine(props.companyName) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={listingChangeApproved.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('listingChange.approved.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>{t('listingChange.approved.body', { company: props.companyName })}</Text>
        <CompanyButton context={context} />
      </MailLayout>
    );
  },
});

/** The proposal was not approved: the reason, and the listing stays as it was. */
export const listingChangeRejected = defineTemplate<ListingChangeRejectedProps>({
  subject: (_props, { t, siteName }) => t('listingChange.rejected.subject', { siteName: oneLine(siteName) }),
  preview: (props, { t }) => t('listingChange.rejected.preview', { company: oneLine(props.companyName) }),
  Body: ({ props, context }) => {
    const { t } = context;
    return (
      <MailLayout context={context} preview={listingChangeRejected.preview(props, context)}>
        <Heading as="h1" style={styles.heading}>
          {t('listingChange.rejected.heading')}
        </Heading>
        <Text style={styles.text}>{t('greeting', { name: props.fullName })}</Text>
        <Text style={styles.text}>{t('listingChange.rejected.body', { company: props.companyName })}</Text>
        <Field label={t('listingChange.rejected.reason')}>{props.reason}</Field>
        <Text style={styles.text}>{t('listingChange.rejected.again')}</Text>
        <CompanyButton context={context} />
      </MailLayout>
    );
  },
});
