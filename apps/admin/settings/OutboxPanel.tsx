import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, DeleteRegular, EyeRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATUSES, type OutboxMailSummary, type OutboxStatus } from '../../../shared/entities';
import { ApiError, serverMessage } from '../../ui/api';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { useMailDelivery, useOutboxAction, useOutboxMail } from '../queries/outbox';
import { AdminListBody, type AdminColumn } from '../kit/AdminList';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FadingDialog } from '../kit/FadingDialog';
import { DATE_TIME_FORMAT, DateTimeCell, Detail } from '../kit/page';
import { TabHeading } from './TabHeading';

const useStyles = makeStyles({
  notice: { marginBottom: tokens.spacingVerticalL },
  strong: { display: 'block', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  // The mail as its recipient sees it: white like a mail client's reading pane, whatever the theme.
  frame: {
    display: 'block',
    width: '100%',
    height: '55vh',
    minHeight: '18rem',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundStatic,
  },
  text: {
    margin: 0,
    maxHeight: '55vh',
    overflow: 'auto',
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  partTabs: { marginBottom: tokens.spacingVerticalS },
});

const STATUS_COLOR: Record<OutboxStatus, 'informative' | 'warning' | 'success' | 'danger' | 'subtle'> = {
  queued: 'warning',
  sending: 'informative',
  sent: 'success',
  failed: 'danger',
  discarded: 'subtle',
};

/** A mail may be discarded while it waits or after it failed. */
const actionable = (mail: OutboxMailSummary) => mail.status === 'queued' || mail.status === 'failed';
/** Retry means "try now": for a failed mail, or one waiting for its next try (not one never tried yet). */
const retryable = (mail: OutboxMailSummary) =>
  mail.status === 'failed' || (mail.status === 'queued' && mail.attempts > 0);

/** The status badge, with the tries, the next try and the last failure's reason where they matter. */
function StatusCell({ mail }: { mail: OutboxMailSummary }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <>
      <Badge appearance="tint" color={STATUS_COLOR[mail.status]}>
        {t(`admin:outbox.status.${mail.status}`)}
      </Badge>
      {mail.attempts > 0 && mail.status !== 'sent' ? (
        <span className={styles.sub}>{t('admin:outbox.attempts', { count: mail.attempts })}</span>
      ) : null}
      {mail.status === 'queued' && mail.attempts > 0 && mail.nextAttemptAt ? (
        <span className={styles.sub}>
          {t('admin:outbox.nextAttempt', { when: formatDate(mail.nextAttemptAt, DATE_TIME_FORMAT) })}
        </span>
      ) : null}
      {mail.lastError && mail.status !== 'sent' ? <span className={styles.sub}>{mail.lastError}</span> : null}
    </>
  );
}

/** Retry and Discard of one mail, with their toasts; Discard asks first. */
function useOutboxActions() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const action = useOutboxAction();
  const run = (mail: OutboxMailSummary, kind: 'retry' | 'discard', onDone?: () => void) =>
    action.mutate(
      { mail, action: kind },
      {
        onSuccess: () => {
          notify({
            title: t(`admin:outbox.${kind}DoneTitle`),
            description: t(`admin:outbox.${kind}DoneText`, { to: mail.to }),
          });
          onDone?.();
        },
        onError: (error) => {
          const changed = error instanceof ApiError && (error.status === 409 || error.status === 404);
          notify({
            title: t(`admin:outbox.${kind}Failed`),
            description: changed
              ? t('admin:outbox.changedText')
              : (serverMessage(error) ?? t('admin:actions.tryAgain')),
            variant: changed ? 'info' : 'destructive',
          });
          onDone?.();
        },
      },
    );
  return { run, pending: action.isPending };
}

/** A row's buttons: View (the rendered mail), Retry, and Discard (after a confirmation). */
function MailActions({ mail, onView }: { mail: OutboxMailSummary; onView: () => void }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const { run, pending } = useOutboxActions();
  const restoreView = useRestoreFocusTarget();
  const restoreDiscard = useRestoreFocusTarget();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      <Button {...restoreView} size="small" icon={<EyeRegular />} onClick={onView}>
        {t('admin:outbox.view')}
      </Button>
      {retryable(mail) ? (
        <Button
          size="small"
          icon={pending ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
          disabledFocusable={pending}
          onClick={() => run(mail, 'retry')}
        >
          {t('admin:outbox.retry')}
        </Button>
      ) : null}
      {actionable(mail) ? (
        <>
          <Button {...restoreDiscard} size="small" icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
            {t('admin:outbox.discard')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('admin:outbox.discardTitle')}
            name={`${mail.to}: ${mail.subject}`}
            text={t('admin:outbox.discardText')}
            confirm={t('admin:outbox.discardConfirm')}
            cancel={t('admin:common.cancel')}
            pending={pending}
            onConfirm={() => run(mail, 'discard', () => setConfirming(false))}
          />
        </>
      ) : null}
    </div>
  );
}

type MailPart = 'html' | 'text';

/**
 * The mail as it is sent: sender, recipient, subject and either part. The HTML part is shown in a
 * sandboxed frame (no scripts, no same-origin access, nothing it links to opens here), so nothing
 * in a mail can act in the admin. The full mail is read only while the dialog is open.
 */
function MailDetails({ mail, open }: { mail: OutboxMailSummary; open: boolean }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const prefix = useId();
  const [part, setPart] = useState<MailPart>('html');
  const query = useOutboxMail(open ? mail.id : null);
  const detail = query.data;

  return (
    <DialogBody>
      <DialogTitle>{mail.subject}</DialogTitle>
      <DialogContent>
        <dl className={styles.details}>
          <Detail term={t('admin:outbox.fields.from')}>{detail?.from ?? '…'}</Detail>
          <Detail term={t('admin:outbox.fields.to')}>{mail.to}</Detail>
          <Detail term={t('admin:outbox.fields.queued')}>
            <time dateTime={mail.createdAt}>{formatDate(mail.createdAt, DATE_TIME_FORMAT)}</time>
          </Detail>
          <Detail term={t('admin:outbox.fields.status')}>
            <StatusCell mail={mail} />
          </Detail>
        </dl>
        <TabList
          className={styles.partTabs}
          selectedValue={part}
          onTabSelect={(_event, data) => setPart(data.value as MailPart)}
          aria-label={t('admin:outbox.partsLabel')}
        >
          <Tab value="html" id={`${prefix}-html`} aria-controls={`${prefix}-part`}>
            {t('admin:outbox.parts.html')}
          </Tab>
          <Tab value="text" id={`${prefix}-text`} aria-controls={`${prefix}-part`}>
            {t('admin:outbox.parts.text')}
          </Tab>
        </TabList>
        <div role="tabpanel" id={`${prefix}-part`} aria-labelledby={`${prefix}-${part}`}>
          {query.isError ? (
            <p role="alert">{t('admin:common.loadFailed')}</p>
          ) : !detail ? (
            <Spinner label={t('admin:common.loading')} />
          ) : part === 'html' ? (
            <iframe
              className={styles.frame}
              title={t('admin:outbox.htmlFrame', { subject: detail.subject })}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={detail.html}
            />
          ) : (
            <pre className={styles.text} tabIndex={0} aria-label={t('admin:outbox.parts.text')}>
              {detail.text}
            </pre>
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <DialogTrigger disableButtonEnhancement action="close">
          <Button appearance="primary">{t('admin:outbox.close')}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}

/** The View dialog of a mail (open while `mail` is set). */
function MailDialog({ mail, onClose }: { mail: OutboxMailSummary | null; onClose: () => void }) {
  return (
    <FadingDialog value={mail} onClose={onClose}>
      {(shown) => <MailDetails mail={shown} open={mail !== null} />}
    </FadingDialog>
  );
}

/**
 * Settings → Outbox (admins): every mail the site has sent or will send, newest first, with its
 * state; the rendered mail in a dialog; Retry and Discard. Says so when the server delivers no mail
 * (no SMTP_URL), so nobody waits for a mail that only waits here.
 */
export function OutboxPanel() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  const delivery = useMailDelivery();
  const [viewing, setViewing] = useState<OutboxMailSummary | null>(null);

  const columns: AdminColumn<OutboxMailSummary>[] = [
    {
      key: 'queued',
      header: t('admin:outbox.columns.queued'),
      width: '9.5rem',
      render: (mail) => <DateTimeCell value={mail.createdAt} />,
    },
    {
      key: 'to',
      header: t('admin:outbox.columns.to'),
      width: '12rem',
      render: (mail) => <span className={styles.strong}>{mail.to}</span>,
    },
    {
      key: 'subject',
      header: t('admin:outbox.columns.subject'),
      render: (mail) => (
        <>
          <span className={styles.strong}>{mail.subject}</span>
          <span className={styles.sub}>{t(`admin:outbox.templates.${mail.template}`, mail.template)}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('admin:outbox.columns.status'),
      width: '10rem',
      render: (mail) => <StatusCell mail={mail} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '12.5rem',
      render: (mail) => <MailActions mail={mail} onView={() => setViewing(mail)} />,
    },
  ];

  return (
    <>
      <TabHeading id={headingId}>{t('admin:settings.outbox.heading')}</TabHeading>
      {delivery === 'off' ? (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>
            <MessageBarTitle>{t('admin:outbox.notDeliveredTitle')}</MessageBarTitle>
            {t('admin:outbox.notDeliveredText')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <AdminListBody
        kind="outbox"
        captionId={headingId}
        searchLabel={t('admin:outbox.search')}
        searchPlaceholder={t('admin:outbox.searchPlaceholder')}
        filters={[
          {
            name: 'status',
            label: t('admin:outbox.columns.status'),
            options: OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`admin:outbox.status.${status}`) })),
          },
        ]}
        columns={columns}
        minWidth="900px"
      />
      <MailDialog mail={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
