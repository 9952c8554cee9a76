import {
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { MembershipApplication } from '../../../shared/membership';
import { ApplicationRejectSchema } from '../../../shared/schemas/membership';
import { DialogForm } from '../kit/forms/DialogForm';
import { TextAreaField, useValidationText } from '../kit/forms/FormFields';
import type { StepFailure } from './applications';
import { showBesideFields } from '../../ui/server-fields';

// The two decisions' dialogs over an application's details: approving (publish the listing or not)
// and rejecting (with the reason the applicant is told).

const useStyles = makeStyles({
  company: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  stepText: { margin: 0 },
});

/** What a step dialog is told about its own failure (the dialog stays open with it). */
export type ProblemHandler = (failure: Extract<StepFailure, { type: 'taken' | 'failed' }>) => void;

/** What the message of a failure inside a step dialog says. */
function useProblemText() {
  const { t } = useTranslation('admin');
  const text = useValidationText();
  return (failure: Extract<StepFailure, { type: 'taken' | 'failed' }>, application: MembershipApplication) =>
    failure.type === 'taken'
      ? t(`admin:applications.${failure.reason}Text`, { email: application.contactEmail })
      : (text(failure.message) ?? t('admin:applications.failedText'));
}

/** A step dialog's problem, on top of its form. */
function ProblemBar({ problem }: { problem: string | null }) {
  const { t } = useTranslation('admin');
  if (!problem) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('admin:applications.failedTitle')}</MessageBarTitle>
        {problem}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * Approving: what happens (the listing is made, the representative is invited by mail) and whether
 * the listing is published at once (not unless ticked).
 */
export function ApproveForm({
  application,
  pending,
  onApprove,
}: {
  application: MembershipApplication;
  pending: boolean;
  onApprove: (publish: boolean, onProblem: ProblemHandler) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const problemText = useProblemText();
  const [publish, setPublish] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <DialogForm
      title={t('admin:applications.approveTitle')}
      submitLabel={t('admin:applications.approveConfirm')}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        setProblem(null);
        onApprove(publish, (failure) => setProblem(problemText(failure, application)));
      }}
    >
      <ProblemBar problem={problem} />
      <p className={styles.company}>{application.companyName}</p>
      <p className={styles.stepText}>
        {t('admin:applications.approveText', {
          company: application.companyName,
          name: application.contactName,
          email: application.contactEmail,
        })}
      </p>
      <Field hint={t('admin:applications.publishHint')}>
        <Checkbox
          label={t('admin:applications.publish')}
          checked={publish}
          onChange={(_event, data) => setPublish(data.checked === true)}
        />
      </Field>
    </DialogForm>
  );
}

/** The reject form's one field, with the shared schema's rule for it. */
const RejectFormSchema = ApplicationRejectSchema.pick({ reason: true });
type RejectIn = z.input<typeof RejectFormSchema>;
type RejectOut = z.output<typeof RejectFormSchema>;

/** Rejecting: the reason (required), which is mailed to the applicant. */
export function RejectForm({
  application,
  pending,
  onReject,
}: {
  application: MembershipApplication;
  pending: boolean;
  onReject: (reason: string, onProblem: ProblemHandler, showFieldErrors: (error: Error) => boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const problemText = useProblemText();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<RejectIn, unknown, RejectOut>({
    resolver: zodResolver(RejectFormSchema),
    defaultValues: { reason: '' },
  });
  const submit = ({ reason }: RejectOut) => {
    if (pending) return;
    setProblem(null);
    onReject(
      reason,
      (failure) => setProblem(problemText(failure, application)),
      (error) => showBesideFields(error, ['reason'], setError),
    );
  };
  return (
    <DialogForm
      title={t('admin:applications.rejectTitle')}
      submitLabel={t('admin:applications.rejectConfirm')}
      pending={pending}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <ProblemBar problem={problem} />
      <p className={styles.company}>{application.companyName}</p>
      <TextAreaField
        control={control}
        name="reason"
        label={t('admin:applications.reason')}
        hint={t('admin:applications.reasonHint', { email: application.contactEmail })}
        rows={5}
        required
      />
    </DialogForm>
  );
}
