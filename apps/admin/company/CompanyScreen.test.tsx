import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingChange, MyCompany } from '../../../shared/membership';
import { COMPANY_KEY } from '../queries/company';
import { initTestI18n, listing, pendingChange, renderScreen } from '../screen-test-support';
import { CompanyScreen } from './CompanyScreen';

beforeAll(initTestI18n);

const company = (changes: Partial<MyCompany>): MyCompany => ({
  id: 3,
  name: 'Boats AB',
  industry: 'manufacturing',
  region: 'nordic',
  published: true,
  hidden: false,
  listing,
  latestChange: null,
  representatives: [
    { id: 9, fullName: 'Ana Rep', email: 'ana@boats.example', accepted: true },
    { id: 2, fullName: 'Bo Colleague', email: 'bo@boats.example', accepted: false },
  ],
  version: 2,
  ...changes,
});

function render(data: MyCompany) {
  return renderScreen(<CompanyScreen />, (queryClient) => queryClient.setQueryData(COMPANY_KEY, data));
}

describe('CompanyScreen', () => {
  it('shows the company, its states, the pending proposal in the form and the representatives', () => {
    const html = render(company({ latestChange: pendingChange }));
    expect(html).toMatch(/<h1[^>]*>Boats AB<\/h1>/);
    expect(html).toContain('Published by the chamber.');
    expect(html).toContain('Shown in the public member directory.');
    expect(html).toContain('Hide from the directory');
    expect(html).toContain('Changes waiting for review');
    // The form goes on from the pending proposal, and says so.
    expect(html).toContain('value="https://fast-boats.example"');
    expect(html).toContain('The form shows the changes you sent for review.');
    expect(html).toContain('Bo Colleague');
    expect(html).toContain('Invitation sent');
    expect(html).toContain('Invite a colleague');
  });

  it('says when the listing waits to be published, is hidden, or a proposal was rejected (with the reason)', () => {
    const rejected: ListingChange = {
      ...pendingChange,
      status: 'rejected',
      reason: 'The logo is not yours.',
      decidedAt: '2026-11-21T10:00:00.000Z',
    };
    const html = render(company({ published: false, hidden: true, latestChange: rejected }));
    expect(html).toContain('Waiting for the chamber to publish it.');
    expect(html).toContain('Hidden from the public member directory');
    expect(html).toContain('Show in the directory');
    expect(html).toContain('Reason: The logo is not yours.');
    // The rejected proposal is put back into the form, so the member changes it and sends it again.
    expect(html).toContain('value="https://fast-boats.example"');
    expect(html).not.toContain('value="https://boats.example"');
    expect(html).toContain('Your last proposal was not approved.');
    expect(html).not.toContain('The form shows the changes you sent for review.');
  });
});
