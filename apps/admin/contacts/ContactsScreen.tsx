import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  Link,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { CheckmarkRegular, EyeRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INQUIRY_TYPES, type ManagedContactSubmission } from '../../../shared/entities';
import { can } from '../../../shared/roles';
import { ApiError, serverMessage } from '../../ui/api';
import { formatDate, formatTableDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { useProcessContact } from '../queries/contacts';
import { adminQueries } from '../queries/content';
import { useCurrentUser } from '../session';
import { AdminList, type AdminColumn } from '../kit/AdminList';
import { ExportButton } from '../kit/ExportButton';
import { useFocusAfterRemoval } from '../kit/ContentActions';
import { FadingDialog } from '../kit/FadingDialog';
import { DATE_TIME_FORMAT, Detail } from '../kit/page';

const useStyles = makeStyles({
  name: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  message: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    margin: 0,
  },
  date: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  fullMessage: {
    margin: `${tokens.spacingVerticalL} 0 0`,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  messageHeading: {
    margin: `${tokens.spacingVerticalL} 0 0`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Processed or pending; spam (the public form's honeypot was filled in, listed under the Spam filter) says so. */
function StatusBadge({ processed, spam }: { processed: boolean; spam: boolean }) {
  const { t } = useTranslation('admin');
  if (spam) {
    return (
      <Badge appearance="tint" color="danger">
        {t('admin:contacts.spam')}
      </Badge>
    );
  }
  return processed ? (
    <Badge appearance="tint" color="success">
      {t('admin:contacts.processed')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="warning">
      {t('admin:contacts.pending')}
    </Badge>
  );
}

/** Marks a submission as processed, with the toasts of success, someone-was-first (409) and failure. */
function useMarkProcessed() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const process = useProcessContact();
  const mark = (submission: ManagedContactSubmission, onDone?: () => void) =>
    process.mutate(submission.id, {
      onSuccess: () => {
        notify({
          title: t('admin:contacts.processedTitle'),
          description: t('admin:contacts.processedText', { name: submission.fullName }),
        });
        onDone?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          notify({
            title: t('admin:contacts.alreadyTitle'),
            description: t('admin:contacts.alreadyText'),
            variant: 'info',
          });
          onDone?.();
          return;
        }
        notify({
          title: t('admin:contacts.processFailed'),
          description: serverMessage(error) ?? t('admin:actions.tryAgain'),
          variant: 'destructive',
        });
      },
    });
  return { mark, pending: process.isPending };
}

/** The whole submission: every field, the full message, and who processed it when. */
function SubmissionDetails({
  submission,
  open,
  canProcess,
}: {
  submission: ManagedContactSubmission;
  open: boolean;
  canProcess: boolean;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const { mark, pending } = useMarkProcessed();
  // Read afresh while open (the row's copy shows meanwhile), so processing here updates the dialog too.
  const query = useQuery({
    ...adminQueries.item('contact-submissions', submission.id),
    enabled: open,
    placeholderData: submission,
  });
  const current = query.data ?? submission;

  return (
    <DialogBody>
      <DialogTitle>{t('admin:contacts.detailsTitle', { name: current.fullName })}</DialogTitle>
      <DialogContent>
        <dl className={styles.details}>
          <Detail term={t('admin:contacts.fields.name')}>{current.fullName}</Detail>
          <Detail term={t('admin:contacts.fields.email')}>
            <Link href={`mailto:${current.email}`}>{current.email}</Link>
          </Detail>
          <Detail term={t('admin:contacts.fields.organization')}>
            {current.organization ?? t('admin:contacts.notGiven')}
          </Detail>
          <Detail term={t('admin:contacts.columns.inquiryType')}>
            {t(`common:inquiryTypes.${current.inquiryType}`)}
          </Detail>
          <Detail term={t('admin:contacts.columns.submitted')}>
            <time dateTime={current.submittedAt}>{formatDate(current.submittedAt, DATE_TIME_FORMAT)}</time>
          </Detail>
          <Detail term={t('admin:contacts.columns.status')}>
            <StatusBadge processed={current.processed} spam={current.spam} />
          </Detail>
          {current.processed ? (
            <>
              <Detail term={t('admin:contacts.fields.processedBy')}>
                {current.processedBy?.fullName ?? t('admin:contacts.unknownUser')}
              </Detail>
              <Detail term={t('admin:contacts.fields.processedAt')}>
                {current.processedAt ? (
                  <time dateTime={current.processedAt}>{formatDate(current.processedAt, DATE_TIME_FORMAT)}</time>
                ) : (
                  t('admin:contacts.notGiven')
                )}
              </Detail>
            </>
          ) : null}
        </dl>
        <h3 className={styles.messageHeading}>{t('admin:contacts.columns.message')}</h3>
        <p className={styles.fullMessage}>{current.message}</p>
      </DialogContent>
      <DialogActions>
        {canProcess && !current.processed ? (
          <Button
            appearance="primary"
            icon={pending ? <Spinner size="tiny" /> : <CheckmarkRegular />}
            disabledFocusable={pending}
            onClick={() => mark(current)}
          >
            {t('admin:contacts.markProcessed')}
          </Button>
        ) : null}
        <DialogTrigger disableButtonEnhancement action="close">
          <Button appearance={current.processed || !canProcess ? 'primary' : 'secondary'}>
            {t('admin:contacts.close')}
          </Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}

/** The details dialog of a submission (open while `submission` is set). */
function DetailsDialog({
  submission,
  onClose,
  canProcess,
}: {
  submission: ManagedContactSubmission | null;
  onClose: () => void;
  canProcess: boolean;
}) {
  return (
    <FadingDialog value={submission} onClose={onClose}>
      {(shown) => <SubmissionDetails submission={shown} open={submission !== null} canProcess={canProcess} />}
    </FadingDialog>
  );
}

/** A row's buttons: 'Mark as processed' while pending (when the role may), and 'View details'. */
function ContactActions({
  submission,
  canProcess,
  onDetails,
}: {
  submission: ManagedContactSubmission;
  canProcess: boolean;
  onDetails: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const { mark, pending } = useMarkProcessed();
  const restoreFocus = useRestoreFocusTarget();
  const details = useRef<HTMLButtonElement>(null);
  const willLeave = useFocusAfterRemoval();
  const onProcessed = () => {
    // A 'pending' filter drops the row: focus then goes to the heading, not to nowhere.
    willLeave();
    details.current?.focus();
  };
  return (
    <div className={styles.actions}>
      {canProcess && !submission.processed ? (
        <Button
          size="small"
          icon={pending ? <Spinner size="tiny" /> : <CheckmarkRegular />}
          disabledFocusable={pending}
          // The button goes once the row shows 'Processed': the row's other button keeps the focus.
          onClick={() => mark(submission, onProcessed)}
        >
          {t('admin:contacts.markProcessed')}
        </Button>
      ) : null}
      <Button ref={details} {...restoreFocus} size="small" icon={<EyeRegular />} onClick={onDetails}>
        {t('admin:contacts.viewDetails')}
      </Button>
    </div>
  );
}

/** /admin/contacts: the contact submissions, paged and searched by the server, processed one by one. */
export function ContactsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const canProcess = can(useCurrentUser().data?.role, 'contacts:process');
  const [selected, setSelected] = useState<ManagedContactSubmission | null>(null);

  const columns: AdminColumn<ManagedContactSubmission>[] = [
    {
      key: 'from',
      header: t('admin:contacts.columns.from'),
      width: '20%',
      render: (submission) => (
        <>
          <span className={styles.name}>{submission.fullName}</span>
          <span className={styles.sub}>{submission.email}</span>
          {submission.organization ? <span className={styles.sub}>{submission.organization}</span> : null}
        </>
      ),
    },
    {
      key: 'inquiryType',
      header: t('admin:contacts.columns.inquiryType'),
      width: '13%',
      render: (submission) => t(`common:inquiryTypes.${submission.inquiryType}`),
    },
    {
      key: 'message',
      header: t('admin:contacts.columns.message'),
      // The cell shows two lines; 'View details' shows the whole message.
      render: (submission) => (
        <p className={styles.message} title={submission.message}>
          {submission.message}
        </p>
      ),
    },
    {
      key: 'submitted',
      header: t('admin:contacts.columns.submitted'),
      width: '10%',
      render: (submission) => (
        <time className={styles.date} dateTime={submission.submittedAt}>
          {formatTableDate(submission.submittedAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('admin:contacts.columns.status'),
      width: '10%',
      render: (submission) => <StatusBadge processed={submission.processed} spam={submission.spam} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '19%',
      render: (submission) => (
        <ContactActions submission={submission} canProcess={canProcess} onDetails={() => setSelected(submission)} />
      ),
    },
  ];

  return (
    <>
      <AdminList
        kind="contact-submissions"
        title={t('admin:contacts.title')}
        description={t('admin:contacts.description')}
        actions={<ExportButton list="contact-submissions" />}
        searchLabel={t('admin:contacts.search')}
        searchPlaceholder={t('admin:contacts.searchPlaceholder')}
        filters={[
          {
            name: 'status',
            label: t('admin:contacts.columns.status'),
            options: [
              { value: 'pending', label: t('admin:contacts.pending') },
              { value: 'processed', label: t('admin:contacts.processed') },
              // Only this option lists spam; every other choice leaves it out.
              { value: 'spam', label: t('admin:contacts.spam') },
            ],
          },
          {
            name: 'inquiryType',
            label: t('admin:contacts.columns.inquiryType'),
            options: INQUIRY_TYPES.map((code) => ({ value: code, label: t(`common:inquiryTypes.${code}`) })),
          },
        ]}
        columns={columns}
        minWidth="1000px"
      />
      <DetailsDialog submission={selected} canProcess={canProcess} onClose={() => setSelected(null)} />
    </>
  );
}
