import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/entities';
import type { MembershipApplication } from '../../../shared/membership';
import { ApiError } from '../../ui/api';
import { applicationDecisionRequest, applicationKeys, applicationQueryString } from '../queries/applications';
import {
  allowedSteps,
  countryName,
  historyActor,
  isDecided,
  memberSearchPath,
  statusFilterOf,
  stepFailureOf,
  totalOf,
} from './applications';

const application: MembershipApplication = {
  id: 7,
  companyName: 'Nordsol AB',
  organisationNumber: '556677-8899',
  country: 'SE',
  region: 'nordic',
  industry: 'energy',
  companyWebsite: null,
  size: '10-49',
  contactName: 'Astrid Lund',
  contactEmail: 'astrid@nordsol.example',
  contactPhone: '+46 8 123 456',
  message: null,
  language: 'sv',
  status: 'submitted',
  reason: null,
  memberId: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 3,
};

const apiError = (status: number, error?: string, body?: Record<string, unknown>) =>
  new ApiError(status, `${status}: x`, error, undefined, error ? { error, ...body } : body);

describe('the steps an application allows', () => {
  it('offers review, approval and rejection while it is submitted', () => {
    expect(allowedSteps('submitted')).toEqual(['review', 'approve', 'reject']);
  });

  it('offers only the decision once it is under review', () => {
    expect(allowedSteps('under-review')).toEqual(['approve', 'reject']);
  });

  it('offers nothing once it is decided', () => {
    expect(allowedSteps('approved')).toEqual([]);
    expect(allowedSteps('rejected')).toEqual([]);
    expect(isDecided('approved')).toBe(true);
    expect(isDecided('rejected')).toBe(true);
    expect(isDecided('under-review')).toBe(false);
  });
});

describe('the list', () => {
  it('takes a status from a link only when it is one', () => {
    expect(statusFilterOf('under-review')).toBe('under-review');
    expect(statusFilterOf('pending')).toBe('all');
    expect(statusFilterOf(null)).toBe('all');
  });

  it("counts every status for the 'All' option", () => {
    expect(totalOf({ submitted: 3, 'under-review': 1, approved: 10, rejected: 2 })).toBe(16);
    expect(totalOf(undefined)).toBeUndefined();
  });

  it('asks for a page with the search and status when set', () => {
    expect(applicationQueryString({ search: '  ', status: 'all', page: 0 })).toBe('page=1&pageSize=20');
    expect(applicationQueryString({ search: ' Nord & Sol ', status: 'under-review', page: 2 })).toBe(
      'page=2&pageSize=20&search=Nord+%26+Sol&status=under-review',
    );
  });

  it('gives equal requests one key under the staff keys', () => {
    expect(applicationKeys.list({ search: ' nord ', status: 'all', page: 1 })).toEqual(
      applicationKeys.list({ search: 'nord', status: 'all', page: 1 }),
    );
    expect(applicationKeys.item(7).slice(0, 2)).toEqual(applicationKeys.all);
    expect(applicationKeys.all[0]).toBe('admin');
  });

  it('names a country in the language of the screen, and leaves "other" to the caller', () => {
    expect(countryName('SE', 'en')).toBe('Sweden');
    expect(countryName('SE', 'es')).toBe('Suecia');
    expect(countryName('SE', 'sv')).toBe('Sverige');
    expect(countryName('other', 'en')).toBeNull();
  });
});

describe('the steps as requests', () => {
  it('sends the version read, with the publish choice or the reason', () => {
    expect(applicationDecisionRequest({ application, action: 'review' })).toEqual({
      path: '/api/admin/applications/7/review',
      body: { version: 3 },
    });
    expect(applicationDecisionRequest({ application, action: 'approve', publish: false })).toEqual({
      path: '/api/admin/applications/7/approve',
      body: { version: 3, publish: false },
    });
    expect(applicationDecisionRequest({ application, action: 'reject', reason: 'Not in the region' })).toEqual({
      path: '/api/admin/applications/7/reject',
      body: { version: 3, reason: 'Not in the region' },
    });
  });
});

describe('the details', () => {
  const entry = (action: AuditEntry['action'], user: AuditEntry['user']): AuditEntry => ({
    id: 1,
    at: '2026-11-20T10:00:00.000Z',
    action,
    entity: 'application',
    entityId: 7,
    label: 'Nordsol AB',
    user,
    changes: null,
  });

  it('names the staff member of an entry, and the representative for the arrival from the public form', () => {
    expect(historyActor(entry('review', { id: 2, fullName: 'Eva Editor' }), application)).toBe('Eva Editor');
    expect(historyActor(entry('create', null), application)).toBe('Astrid Lund');
    expect(historyActor(entry('approve', null), application)).toBeNull();
  });

  it('links to the members list searched by the company name', () => {
    expect(memberSearchPath('Nordsol & Co AB')).toBe('/admin/members?search=Nordsol+%26+Co+AB');
  });
});

describe('a failed step', () => {
  it('is stale when someone changed the application, with the stored one when sent', () => {
    const current = { ...application, status: 'under-review', version: 4 };
    expect(
      stepFailureOf(
        apiError(
          409,
          'Someone else changed this item while you were editing it. Your changes were not saved: reload to see their version.',
          {
            current,
          },
        ),
      ),
    ).toEqual({ type: 'stale', current });
    expect(stepFailureOf(apiError(409, 'Some other conflict'))).toEqual({ type: 'stale', current: null });
  });

  it('tells an application decided meanwhile and one that is gone', () => {
    expect(stepFailureOf(apiError(409, 'This application has already been decided'))).toEqual({ type: 'decided' });
    expect(stepFailureOf(apiError(404, 'Application not found'))).toEqual({ type: 'gone' });
  });

  it("tells an approval refused for the representative's address", () => {
    expect(stepFailureOf(apiError(409, 'This e-mail address is already registered'))).toEqual({
      type: 'taken',
      reason: 'emailTaken',
    });
    expect(stepFailureOf(apiError(409, 'An invitation to this e-mail address is already pending'))).toEqual({
      type: 'taken',
      reason: 'invitationPending',
    });
  });

  it("passes other failures on with the server's text", () => {
    expect(stepFailureOf(apiError(400, 'Validation failed'))).toEqual({ type: 'failed', message: 'Validation failed' });
    expect(stepFailureOf(new Error('boom'))).toEqual({ type: 'failed', message: undefined });
  });
});
