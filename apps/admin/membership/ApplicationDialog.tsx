import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, PlayRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/entities';
import type { MembershipApplication, RelatedApplication } from '../../../shared/membership';
import { can } from '../../../shared/roles';
import { ApiError, apiRequest } from '../../ui/api';
import { ButtonLink } from '../../ui/button-link';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import {
  useApplication,
  useDecideApplication,
  type ApplicationDecision,
  type ApplicationDetail,
} from '../queries/applications';
import { useValidationText } from '../kit/forms/FormFields';
import { FadingDialog } from '../kit/FadingDialog';
import { DATE_TIME_FORMAT, Detail } from '../kit/page';
import { useCurrentUser } from '../session';
import {
  STATUS_BADGES,
  allowedSteps,
  countryName,
  historyActor,
  isDecided,
  memberSearchPath,
  stepFailureOf,
  type StepFailure,
} from './applications';
import { ApproveForm, RejectForm, type ProblemHandler } from './ApplicationDecisionForms';

const useStyles = makeStyles({
  surface: { maxWidth: '46rem', width: 'calc(100vw - 32px)' },
  // Focused from code only (on opening), like a screen's h1: no ring around a heading.
  title: { ':focus': { outline: 'none' } },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  heading: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  history: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  historyEntry: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  historyTime: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  // Up to four buttons: the whole row is theirs (they would wrap their labels in half of it).
  actions: { gridColumnStart: 1, flexWrap: 'wrap', justifyContent: 'flex-end' },
});

/** A moment in the details: its date and time in the admin's language. */
function Moment({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value, DATE_TIME_FORMAT)}</time>;
}

/** Where an application stands, as a badge. */
export function ApplicationStatusBadge({ status }: { status: MembershipApplication['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge {...STATUS_BADGES[status]}>{t(`admin:applications.status.${status}`)}</Badge>;
}

/** Tells its owner when it appears and goes: a step dialog's content, which stays until the dialog has faded out. */
function MountSignal({ onChange }: { onChange: (mounted: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/** A step's outcome that concerns the whole application (it changed, was decided, or went): told in the details. */
type Notice = Extract<StepFailure, { type: 'stale' | 'decided' | 'gone' | 'failed' }>;

/** The step dialog open over the details: approve or reject; `key` makes each opening a fresh form. */
type StepOpening = { kind: 'approve' | 'reject'; key: number };

/** The message on top of the details: the application changed, was decided or went meanwhile, or a step failed. */
function NoticeBar({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation('admin');
  const text = useValidationText();
  if (!notice) return null;
  const [intent, title, body] =
    notice.type === 'stale'
      ? (['warning', 'staleTitle', t('admin:applications.staleText')] as const)
      : notice.type === 'decided'
        ? (['warning', 'decidedTitle', t('admin:applications.decidedText')] as const)
        : notice.type === 'gone'
          ? (['error', 'goneTitle', t('admin:applications.goneText')] as const)
          : (['error', 'failedTitle', text(notice.message) ?? t('admin:applications.failedText')] as const);
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t(`admin:applications.${title}`)}</MessageBarTitle>
        {body}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The history: each entry worded as in the dashboard's activity, oldest first, with its moment. */
/**
 * The other applications with the same organisation number or e-mail address (a second one is
 * accepted like a first: staff tell them apart here), each opening in this dialog.
 */
function RelatedApplications({
  related,
  onOpen,
}: {
  related: RelatedApplication[] | undefined;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (!related || related.length === 0) return null;
  return (
    <>
      <h3 className={styles.heading}>{t('admin:applications.related.title')}</h3>
      <ul className={styles.history} data-testid="related-applications">
        {related.map((other) => (
          <li key={other.id} className={styles.historyEntry}>
            <span>
              <Link as="button" onClick={() => onOpen(other.id)}>
                {other.companyName}
              </Link>{' '}
              <ApplicationStatusBadge status={other.status} />{' '}
              {other.same.map((field) => t(`admin:applications.related.${field}`)).join(' · ')}
            </span>
            <span className={styles.historyTime}>
              <Moment value={other.createdAt} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function History({
  application,
  history,
  state,
}: {
  application: MembershipApplication;
  history: AuditEntry[] | undefined;
  state: 'pending' | 'error' | 'success';
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  let content: ReactNode;
  if (history) {
    content =
      history.length === 0 ? (
        <p className={styles.muted}>{t('admin:applications.historyEmpty')}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((entry) => {
            const user = historyActor(entry, application) ?? t('admin:activity.someone');
            return (
              <li key={entry.id} className={styles.historyEntry}>
                <span>
                  {t([`admin:activity.${entry.entity}.${entry.action}`, 'admin:activity.fallback'], { user })}
                </span>
                <span className={styles.historyTime}>
                  <Moment value={entry.at} />
                </span>
              </li>
            );
          })}
        </ol>
      );
  } else if (state === 'error') {
    content = (
      <p className={styles.muted} role="alert">
        {t('admin:common.loadFailed')}
      </p>
    );
  } else {
    content = <Spinner size="tiny" label={t('admin:common.loading')} />;
  }
  return (
    <>
      <h3 className={styles.heading}>{t('admin:applications.history')}</h3>
      {content}
    </>
  );
}

/**
 * The whole application, read afresh while open (the row's copy shows meanwhile): every field, the
 * message, the decision, the history, and the steps its status allows. A step's answer shows at
 * once; a stale version, a decision someone else made, or an application gone meanwhile close the
 * step dialog and are told on top, with the application as it is now.
 */
function ApplicationDetails({
  row,
  titleRef,
  onOpen,
}: {
  row: MembershipApplication;
  titleRef: Ref<HTMLHeadingElement>;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const role = useCurrentUser().data?.role;
  const query = useApplication(row.id);
  const decide = useDecideApplication();
  const restoreApprove = useRestoreFocusTarget();
  const restoreReject = useRestoreFocusTarget();
  const actions = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [opening, setOpening] = useState<StepOpening | null>(null);
  const [stepMounted, setStepMounted] = useState(false);
  // After a step's outcome focus goes to the first button left, once the application shown has
  // moved on (or is gone) and the step dialog has faded out: the button that was used may be gone.
  const focusFrom = useRef<number | null>(null);

  const gone = notice?.type === 'gone' || (query.error instanceof ApiError && query.error.status === 404);
  const current = query.data?.application ?? row;
  const steps = gone ? [] : allowedSteps(current.status);
  const country = countryName(current.country, i18n.language) ?? t('admin:applications.otherCountry');

  useEffect(() => {
    if (focusFrom.current === null || stepMounted || (current.version === focusFrom.current && !gone)) return;
    focusFrom.current = null;
    actions.current?.querySelector<HTMLElement>('button')?.focus();
  }, [stepMounted, current.version, gone]);

  const run = (
    decision: ApplicationDecision,
    done: { title: string; description: string },
    onProblem: ProblemHandler,
    showFieldErrors?: (error: Error) => boolean,
  ) => {
    setNotice(null);
    decide.mutate(decision, {
      onSuccess: () => {
        notify(done);
        focusFrom.current = decision.application.version;
        setOpening(null);
      },
      onError: (error) => {
        const failure = stepFailureOf(error);
        if (!failure) return;
        if (failure.type === 'stale' || failure.type === 'decided' || failure.type === 'gone') {
          setNotice(failure);
          focusFrom.current = decision.application.version;
          setOpening(null);
          return;
        }
        if (!showFieldErrors?.(error)) onProblem(failure);
      },
    });
  };

  const review = () => {
    if (decide.isPending) return;
    run(
      { application: current, action: 'review' },
      {
        title: t('admin:applications.reviewedTitle'),
        description: t('admin:applications.reviewedText', { company: current.companyName }),
      },
      (failure) => setNotice({ type: 'failed', message: failure.type === 'failed' ? failure.message : undefined }),
    );
  };

  const stepContent = (shown: StepOpening) =>
    shown.kind === 'approve' ? (
      <ApproveForm
        key={shown.key}
        application={current}
        pending={decide.isPending}
        onApprove={(publish, onProblem) =>
          run(
            { application: current, action: 'approve', publish },
            {
              title: t('admin:applications.approvedTitle'),
              description: t('admin:applications.approvedText', {
                company: current.companyName,
                email: current.contactEmail,
              }),
            },
            onProblem,
          )
        }
      />
    ) : (
      <RejectForm
        key={shown.key}
        application={current}
        pending={decide.isPending}
        onReject={(reason, onProblem, showFieldErrors) =>
          run(
            { application: current, action: 'reject', reason },
            {
              title: t('admin:applications.rejectedTitle'),
              description: t('admin:applications.rejectedText', { company: current.companyName }),
            },
            onProblem,
            showFieldErrors,
          )
        }
      />
    );

  const notGiven = <span className={styles.muted}>{t('admin:applications.notGiven')}</span>;
  return (
    <>
      <DialogBody>
        <DialogTitle ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('admin:applications.detailsTitle', { company: current.companyName })}
        </DialogTitle>
        <DialogContent className={styles.content}>
          <NoticeBar notice={notice} />
          <dl className={styles.details}>
            <Detail term={t('admin:applications.fields.status')}>
              <ApplicationStatusBadge status={current.status} />
            </Detail>
            <Detail term={t('admin:applications.fields.received')}>
              <Moment value={current.createdAt} />
            </Detail>
            <Detail term={t('admin:applications.fields.company')}>{current.companyName}</Detail>
            <Detail term={t('admin:applications.fields.organisationNumber')}>{current.organisationNumber}</Detail>
            <Detail term={t('admin:applications.fields.country')}>{country}</Detail>
            <Detail term={t('admin:applications.fields.region')}>{t(`common:regions.${current.region}`)}</Detail>
            <Detail term={t('admin:applications.fields.industry')}>{t(`common:industries.${current.industry}`)}</Detail>
            <Detail term={t('admin:applications.fields.size')}>{t(`admin:applications.sizes.${current.size}`)}</Detail>
            <Detail term={t('admin:applications.fields.website')}>
              {current.companyWebsite ? (
                <Link href={current.companyWebsite} target="_blank" rel="noopener noreferrer">
                  {current.companyWebsite}
                </Link>
              ) : (
                notGiven
              )}
            </Detail>
            <Detail term={t('admin:applications.fields.contactName')}>{current.contactName}</Detail>
            <Detail term={t('admin:applications.fields.contactEmail')}>
              <Link href={`mailto:${current.contactEmail}`}>{current.contactEmail}</Link>
            </Detail>
            <Detail term={t('admin:applications.fields.contactPhone')}>
              <Link href={`tel:${current.contactPhone.replace(/[^+\d]/g, '')}`}>{current.contactPhone}</Link>
            </Detail>
            <Detail term={t('admin:applications.fields.language')}>{t(`common:languages.${current.language}`)}</Detail>
          </dl>
          <h3 className={styles.heading}>{t('admin:applications.fields.message')}</h3>
          {current.message ? (
            <p className={styles.text}>{current.message}</p>
          ) : (
            <p className={styles.muted}>{t('admin:applications.noMessage')}</p>
          )}
          {isDecided(current.status) ? (
            <>
              <h3 className={styles.heading}>{t('admin:applications.decision')}</h3>
              <dl className={styles.details}>
                <Detail term={t('admin:applications.fields.status')}>
                  <ApplicationStatusBadge status={current.status} />
                </Detail>
                <Detail term={t('admin:applications.fields.decidedBy')}>
                  {current.decidedBy?.fullName ?? t('admin:applications.unknownUser')}
                </Detail>
                <Detail term={t('admin:applications.fields.decidedAt')}>
                  {current.decidedAt ? <Moment value={current.decidedAt} /> : notGiven}
                </Detail>
                {current.status === 'rejected' ? (
                  <Detail term={t('admin:applications.fields.reason')}>
                    {current.reason ? <span className={styles.text}>{current.reason}</span> : notGiven}
                  </Detail>
                ) : null}
                {current.status === 'approved' && current.memberId !== null && can(role, 'content:manage') ? (
                  <Detail term={t('admin:applications.fields.member')}>
                    <ButtonLink to={memberSearchPath(current.companyName)} appearance="secondary" size="small">
                      {t('admin:applications.openMember')}
                    </ButtonLink>
                  </Detail>
                ) : null}
              </dl>
            </>
          ) : null}
          <RelatedApplications related={query.data?.related} onOpen={onOpen} />
          <History application={current} history={query.data?.history} state={query.status} />
        </DialogContent>
        <DialogActions ref={actions} className={styles.actions}>
          {steps.includes('review') ? (
            <Button
              appearance="primary"
              icon={
                decide.isPending && decide.variables?.action === 'review' ? <Spinner size="tiny" /> : <PlayRegular />
              }
              disabledFocusable={decide.isPending}
              onClick={review}
            >
              {t('admin:applications.review')}
            </Button>
          ) : null}
          {steps.includes('approve') ? (
            <Button
              {...restoreApprove}
              appearance={steps.includes('review') ? 'secondary' : 'primary'}
              icon={<CheckmarkRegular />}
              disabledFocusable={decide.isPending}
              onClick={() => setOpening({ kind: 'approve', key: Date.now() })}
            >
              {t('admin:applications.approve')}
            </Button>
          ) : null}
          {steps.includes('reject') ? (
            <Button
              {...restoreReject}
              icon={<DismissRegular />}
              disabledFocusable={decide.isPending}
              onClick={() => setOpening({ kind: 'reject', key: Date.now() })}
            >
              {t('admin:applications.reject')}
            </Button>
          ) : null}
          <DialogTrigger disableButtonEnhancement action="close">
            <Button appearance={steps.length === 0 ? 'primary' : 'secondary'}>{t('admin:applications.close')}</Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
      {/* Approve or reject, over the details. */}
      <FadingDialog value={opening} onClose={() => setOpening(null)}>
        {(shown) => (
          <>
            <MountSignal onChange={setStepMounted} />
            {stepContent(shown)}
          </>
        )}
      </FadingDialog>
    </>
  );
}

/** The details dialog of an application (open while `application` is set; the row's copy until read afresh). */
export function ApplicationDialog({
  application,
  onClose,
}: {
  application: MembershipApplication | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  const title = useRef<HTMLHeadingElement>(null);
  // A related application opened from this one is shown in its place, until the dialog closes.
  const [related, setRelated] = useState<{ from: number; shown: MembershipApplication } | null>(null);
  const shownApplication = related && related.from === application?.id ? related.shown : application;
  const openRelated = (id: number) => {
    const from = application?.id;
    if (from === undefined) return;
    void apiRequest<ApplicationDetail>('GET', `/api/admin/applications/${id}`).then(
      (detail) => setRelated({ from, shown: detail.application }),
      () => undefined,
    );
  };
  const open = application !== null;
  // The dialog focuses its first focusable element on opening, here the applicant's own website,
  // where Enter would open a foreign site. The title takes the focus instead: reading starts at the
  // top and no key acts. This effect runs after the dialog's own focusing (a parent's effects run
  // after its children's), so it has the last word.
  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);
  return (
    <FadingDialog value={shownApplication} onClose={onClose} className={styles.surface}>
      {(shown) => <ApplicationDetails key={shown.id} row={shown} titleRef={title} onOpen={openRelated} />}
    </FadingDialog>
  );
}
