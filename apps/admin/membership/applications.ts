import type { BadgeProps } from '@fluentui/react-components';
import type { AuditEntry } from '../../../shared/entities';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  OTHER_COUNTRY,
  type ApplicationStatus,
  type MembershipApplication,
} from '../../../shared/membership';
import { ApiError, connectionProblemOf } from '../../ui/api';
import { serverMessageKey } from '../server-messages';

// What the applications screen shows and offers, worked out from an application and the server's
// answers (no React here, so it is tested on its own).

/** The steps staff take on an application, each a POST /api/admin/applications/:id/<step>. */
export type ApplicationStep = 'review' | 'approve' | 'reject';

/** The status each step moves an application to. */
const STEP_TARGETS: Record<ApplicationStep, ApplicationStatus> = {
  review: 'under-review',
  approve: 'approved',
  reject: 'rejected',
};

/** The steps an application in `status` allows, in the order the buttons show (from the shared transitions). */
export function allowedSteps(status: ApplicationStatus): ApplicationStep[] {
  const next = APPLICATION_TRANSITIONS[status];
  return (Object.keys(STEP_TARGETS) as ApplicationStep[]).filter((step) => next.includes(STEP_TARGETS[step]));
}

/** Whether the application has been decided (approved or rejected: nothing more can be done). */
export function isDecided(status: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[status].length === 0;
}

/** How each status looks as a badge: open ones stand out, a rejection is quiet. */
export const STATUS_BADGES: Record<ApplicationStatus, Pick<BadgeProps, 'appearance' | 'color'>> = {
  submitted: { appearance: 'tint', color: 'brand' },
  'under-review': { appearance: 'tint', color: 'warning' },
  approved: { appearance: 'tint', color: 'success' },
  rejected: { appearance: 'outline', color: 'informative' },
};

/** A status filter value from a link (`?status=submitted`), else all. */
export function statusFilterOf(value: string | null): ApplicationStatus | 'all' {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : 'all';
}

/** How many applications there are over all statuses (the 'All' option's count). */
export function totalOf(counts: Partial<Record<ApplicationStatus, number>> | undefined): number | undefined {
  if (!counts) return undefined;
  return APPLICATION_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in `language` ('SE' → 'Suecia' in Spanish), from the runtime's own data; the
 * code itself where the runtime has no name; null for `other` (the caller says "another country").
 */
export function countryName(code: string, language: string): string | null {
  if (code === OTHER_COUNTRY) return null;
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  try {
    return displayNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Who an entry of the history names: the staff member, or for the application's arrival (sent from
 * the public form, by no account) its representative; null when unknown (the caller says "Someone").
 */
export function historyActor(entry: AuditEntry, application: MembershipApplication): string | null {
  if (entry.user) return entry.user.fullName;
  return entry.action === 'create' ? application.contactName : null;
}

/** The members list searched for the listing an approval made (it carries the company's name). */
export function memberSearchPath(name: string): string {
  return `/admin/members?${new URLSearchParams({ search: name }).toString()}`;
}

/** Why a step did not go through, as the screen explains it. */
export type StepFailure =
  /** Someone else changed it (stale version): it has been read again; `current` is the stored one, if sent. */
  | { type: 'stale'; current: MembershipApplication | null }
  /** Someone else decided it meanwhile. */
  | { type: 'decided' }
  /** It no longer exists. */
  | { type: 'gone' }
  /** Approval refused: the representative's address already has an account, or a pending invitation. */
  | { type: 'taken'; reason: 'emailTaken' | 'invitationPending' }
  /** Anything else: the server's text (translated by the caller when known), if any. */
  | { type: 'failed'; message: string | undefined };

function isApplication(value: unknown): value is MembershipApplication {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { version?: unknown }).version === 'number' &&
    typeof (value as { status?: unknown }).status === 'string'
  );
}

/**
 * What a failed step means; null for an unreachable server or an ended session (the connection
 * banner explains those, and the dialog keeps what was typed).
 */
export function stepFailureOf(error: unknown): StepFailure | null {
  if (connectionProblemOf(error)) return null;
  if (!(error instanceof ApiError)) return { type: 'failed', message: undefined };
  const known = serverMessageKey(error.serverMessage);
  if (error.status === 404) return { type: 'gone' };
  if (error.status === 409) {
    if (known === 'applicationDecided') return { type: 'decided' };
    if (known === 'emailTaken' || known === 'invitationPending') return { type: 'taken', reason: known };
    const current = error.body?.current;
    if (isApplication(current)) return { type: 'stale', current };
    // Another conflict says the application is not as it was read: it is read again.
    return { type: 'stale', current: null };
  }
  return { type: 'failed', message: error.serverMessage };
}
