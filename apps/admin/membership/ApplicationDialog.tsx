import {
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
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, PlayRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipApplication } from '../../../shared/membership';
import { ApiError, apiRequest } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import {
  useApplication,
  useDecideApplication,
  type ApplicationDecision,
  type ApplicationDetail,
} from '../queries/applications';
import { useValidationText } from '../kit/forms/FormFields';
import { FadingDialog } from '../kit/FadingDialog';
import { ApproveForm, RejectForm, type ProblemHandler } from './ApplicationDecisionForms';
import { ApplicationHistory, ApplicationRecord, RelatedApplications } from './ApplicationRecord';
import { useApplicationStyles } from './application-styles';
import { allowedSteps, stepFailureOf, type StepFailure } from './applications';

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
  const { t } = useTranslation('admin');
  const styles = useApplicationStyles();
  const notify = useNotify();
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

  return (
    <>
      <DialogBody>
        <DialogTitle ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('admin:applications.detailsTitle', { company: current.companyName })}
        </DialogTitle>
        <DialogContent className={styles.content}>
          <NoticeBar notice={notice} />
          <ApplicationRecord application={current} />
          <RelatedApplications related={query.data?.related} onOpen={onOpen} />
          <ApplicationHistory application={current} history={query.data?.history} state={query.status} />
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
  const styles = useApplicationStyles();
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
