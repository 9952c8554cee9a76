import type { ContactSubmission, ManagedContactSubmission } from '../../shared/entities';
import type { ContactSubmissionModel } from '../models';
import { iso, isoOrNull } from './fields';

/** A contact submission. */
export function presentContactSubmission(submission: ContactSubmissionModel): ContactSubmission {
  return {
    id: submission.id,
    fullName: submission.fullName,
    email: submission.email,
    organization: submission.organization,
    inquiryType: submission.inquiryType,
    message: submission.message,
    submittedAt: iso(submission.submittedAt),
    processed: Boolean(submission.processed),
  };
}

/** A contact submission as staff see it (load it with its `processor` to name who processed it). */
export function presentManagedContactSubmission(submission: ContactSubmissionModel): ManagedContactSubmission {
  const processor = submission.processor;
  return {
    ...presentContactSubmission(submission),
    spam: Boolean(submission.spam),
    processedAt: isoOrNull(submission.processedAt),
    processedBy: processor ? { id: processor.id, fullName: processor.fullName } : null,
  };
}
