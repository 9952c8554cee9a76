import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, EyeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ContactSubmission } from '../../../shared/entities';
import { formatTableDate } from '../../ui/dates';
import { useContactSubmissions } from '../admin-queries';
import { AdminList, matchesText, type AdminColumn } from './AdminList';
import { useNotAvailable } from './page';

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
});

/** /admin/contacts: the contact submissions, searchable by name, e-mail, message or inquiry type. */
export function ContactsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notAvailable = useNotAvailable();
  const query = useContactSubmissions();

  const inquiryType = (submission: ContactSubmission) => t(`common:inquiryTypes.${submission.inquiryType}`);
  const columns: AdminColumn<ContactSubmission>[] = [
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
    { key: 'inquiryType', header: t('admin:contacts.columns.inquiryType'), width: '13%', render: inquiryType },
    {
      key: 'message',
      header: t('admin:contacts.columns.message'),
      // The cell shows two lines; the whole message is in the title (and read by screen readers).
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
      render: (submission) =>
        submission.processed ? (
          <Badge appearance="tint" color="success">
            {t('admin:contacts.processed')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="warning">
            {t('admin:contacts.pending')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '16%',
      render: (submission) =>
        submission.processed ? (
          <Button size="small" icon={<EyeRegular />} disabled>
            {t('admin:contacts.viewDetails')}
          </Button>
        ) : (
          // Marking as processed has no call yet (§7): say so, change nothing.
          <Button
            size="small"
            icon={<CheckmarkRegular />}
            onClick={() => notAvailable(t('admin:notAvailable.process'))}
          >
            {t('admin:contacts.markProcessed')}
          </Button>
        ),
    },
  ];

  return (
    <AdminList
      title={t('admin:contacts.title')}
      description={t('admin:contacts.description')}
      searchLabel={t('admin:contacts.search')}
      searchPlaceholder={t('admin:contacts.searchPlaceholder')}
      query={query}
      matches={(submission, needle) =>
        matchesText(
          needle,
          submission.fullName,
          submission.email,
          submission.message,
          submission.inquiryType,
          inquiryType(submission),
        )
      }
      columns={columns}
      minWidth="960px"
    />
  );
}
