import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ListingChange } from '../../../shared/membership';
import { ListingChangeRejectSchema } from '../../../shared/schemas/membership';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { useDecideListingChange, type ListingChangeDecision } from '../queries/company';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { DialogForm } from '../kit/forms/DialogForm';
import { TextAreaField } from '../kit/forms/FormFields';
import { showBesideFields } from '../../ui/server-fields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FadingDialog } from '../kit/FadingDialog';
import { useFailureToast } from '../kit/failure-toast';
import { DATE_TIME_FORMAT, Detail } from '../kit/page';
import { ListingComparison } from './listing-change-compare';
import { decisionFailureOf } from './listing-change-failure';
import { ListingChangeStatusBadge } from './listing-change-status';

/** The reject form: the reason alone (the version goes with the request). */
const ReasonSchema = ListingChangeRejectSchema.pick({ reason: true });
type ReasonForm = z.input<typeof ReasonSchema>;
type ReasonValues = z.output<typeof ReasonSchema>;

const useStyles = makeStyles({
  surface: { maxWidth: '60rem', width: 'calc(100vw - 32px)' },
  content: { display: 'grid', gap: tokens.spacingVerticalL },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  reason: { whiteSpace: 'pre-wrap' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** The reject dialog's form: the reason, said to be e-mailed to the member. */
function RejectForm({
  change,
  draft,
  onDraft,
  decide,
  pending,
}: {
  change: ListingChange;
  draft: string;
  onDraft: (reason: string) => void;
  decide: (decision: ListingChangeDecision, onInvalid: (error: Error) => boolean) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError, getValues } = useForm<ReasonForm, unknown, ReasonValues>({
    resolver: zodResolver(ReasonSchema),
    defaultValues: { reason: draft },
  });
  const submit = ({ reason }: ReasonValues) => {
    // Kept if the dialog closes on a failure (a stale version): the reason need not be typed again.
    onDraft(getValues('reason') ?? '');
    decide({ change, action: 'reject', reason }, (error) => showBesideFields(error, ['reason'], setError));
  };
  return (
    <DialogForm
      title={t('admin:listingChanges.rejectTitle')}
      submitLabel={t('admin:listingChanges.rejectConfirm')}
      pending={pending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p>{t('admin:listingChanges.rejectText', { name: change.memberName })}</p>
      <TextAreaField
        control={control}
        name="reason"
        label={t('admin:listingChanges.reason')}
        hint={t('admin:listingChanges.reasonHint')}
        rows={5}
        required
      />
    </DialogForm>
  );
}

/** Who decided, when, and why (a rejection's reason). */
function Decision({ change }: { change: ListingChange }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (change.status === 'pending') return null;
  return (
    <>
      <Detail term={t('admin:listingChanges.decidedBy')}>
        {change.decidedBy?.fullName ?? t('admin:listingChanges.unknownUser')}
      </Detail>
      <Detail term={t('admin:listingChanges.decidedAt')}>
        {change.decidedAt ? (
          <time dateTime={change.decidedAt}>{formatDate(change.decidedAt, DATE_TIME_FORMAT)}</time>
        ) : (
          t('admin:listingChanges.unknownDate')
        )}
      </Detail>
      {change.status === 'rejected' ? (
        <Detail term={t('admin:listingChanges.reason')}>
          <span className={styles.reason}>{change.reason ?? t('admin:listingChanges.noReason')}</span>
        </Detail>
      ) : null}
    </>
  );
}

/**
 * One change: who proposed it when, its state (and decision), the proposal beside the listing,
 * and for a pending one Approve (asks first) and Reject… (asks the reason). After a decision the
 * dialog closes and a toast says so; a stale version shows the change as it is now, with a note.
 */
function ChangeDetails({
  initial,
  onClose,
  onDecided,
}: {
  initial: ListingChange;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const fail = useFailureToast();
  const decideChange = useDecideListingChange();
  const approveFocus = useRestoreFocusTarget();
  const rejectFocus = useRestoreFocusTarget();
  const comparisonId = useId();
  const [change, setChange] = useState(initial);
  const [reloaded, setReloaded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const name = change.memberName;

  const decide = (decision: ListingChangeDecision, onInvalid: (error: Error) => boolean = () => false) =>
    decideChange.mutate(decision, {
      onSuccess: () => {
        setConfirming(false);
        setRejecting(null);
        notify(
          decision.action === 'approve'
            ? {
                title: t('admin:listingChanges.approvedTitle'),
                description: t('admin:listingChanges.approvedText', { name }),
              }
            : {
                title: t('admin:listingChanges.rejectedTitle'),
                description: t('admin:listingChanges.rejectedText', { name }),
              },
        );
        onDecided();
        onClose();
      },
      onError: (error) => {
        if (decision.action === 'reject' && onInvalid(error)) return;
        const failure = decisionFailureOf(error);
        const title =
          decision.action === 'approve'
            ? t('admin:listingChanges.approveFailed')
            : t('admin:listingChanges.rejectFailed');
        if (failure.type === 'other') {
          // Nothing changed: the confirmation (or the typed reason) stays for another try.
          fail(title, error);
          return;
        }
        setConfirming(false);
        setRejecting(null);
        if (failure.type === 'stale') {
          // Read again as it is now: staff check it and decide again.
          setChange(failure.current);
          setReloaded(true);
          fail(title, error, 'admin:listingChanges.staleText');
          return;
        }
        // Decided by someone else, or gone: the list (read again) shows where it stands.
        fail(title, error);
        onDecided();
        onClose();
      },
    });

  const pending = change.status === 'pending';
  return (
    <DialogBody>
      <DialogTitle>{t('admin:listingChanges.detailsTitle', { name })}</DialogTitle>
      <DialogContent className={styles.content}>
        {reloaded ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('admin:listingChanges.staleTitle')}</MessageBarTitle>
              {t('admin:listingChanges.staleText')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <dl className={styles.details}>
          <Detail term={t('admin:listingChanges.columns.company')}>{name}</Detail>
          <Detail term={t('admin:listingChanges.columns.proposedBy')}>
            {change.proposedBy?.fullName ?? t('admin:listingChanges.unknownUser')}
          </Detail>
          <Detail term={t('admin:listingChanges.columns.sent')}>
            <time dateTime={change.createdAt}>{formatDate(change.createdAt, DATE_TIME_FORMAT)}</time>
          </Detail>
          <Detail term={t('admin:listingChanges.columns.status')}>
            <ListingChangeStatusBadge status={change.status} />
          </Detail>
          <Decision change={change} />
        </dl>
        <h3 id={comparisonId} className={styles.heading}>
          {t('admin:listingChanges.comparisonHeading')}
        </h3>
        <ListingComparison current={change.current} proposed={change.proposed} labelledBy={comparisonId} />
      </DialogContent>
      <DialogActions>
        {pending ? (
          <>
            <Button
              {...approveFocus}
              appearance="primary"
              icon={<CheckmarkRegular />}
              onClick={() => setConfirming(true)}
            >
              {t('admin:listingChanges.approve')}
            </Button>
            <Button {...rejectFocus} icon={<DismissRegular />} onClick={() => setRejecting(Date.now())}>
              {t('admin:listingChanges.reject')}
            </Button>
          </>
        ) : null}
        <DialogTrigger disableButtonEnhancement action="close">
          <Button appearance={pending ? 'secondary' : 'primary'}>{t('admin:listingChanges.close')}</Button>
        </DialogTrigger>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin:listingChanges.approveTitle')}
        name={name}
        text={t('admin:listingChanges.approveText')}
        confirm={t('admin:listingChanges.approveConfirm')}
        cancel={t('admin:common.cancel')}
        pending={decideChange.isPending}
        onConfirm={() => decide({ change, action: 'approve' })}
      />
      <Dialog open={rejecting !== null} onOpenChange={(_event, data) => (data.open ? undefined : setRejecting(null))}>
        <AdminDialogSurface>
          <RejectForm
            key={rejecting ?? 0}
            change={change}
            draft={draft}
            onDraft={setDraft}
            decide={decide}
            pending={decideChange.isPending}
          />
        </AdminDialogSurface>
      </Dialog>
    </DialogBody>
  );
}

/** The dialog of one listing change (open while `change` is set); `onDecided` after a decision or when it was gone. */
export function ListingChangeDialog({
  change,
  onClose,
  onDecided,
}: {
  change: { change: ListingChange; key: number } | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const styles = useStyles();
  return (
    <FadingDialog value={change} onClose={onClose} className={styles.surface}>
      {(shown) => <ChangeDetails key={shown.key} initial={shown.change} onClose={onClose} onDecided={onDecided} />}
    </FadingDialog>
  );
}
