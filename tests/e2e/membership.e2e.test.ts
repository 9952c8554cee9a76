import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createEvent, createMember, createUser, FACTORY_PASSWORD } from '../factories';
import { mailLinks, mailsTo, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { describeInBrowser, openPublicPage, signInAs, startSite, type Site } from './harness';

const EDITOR = { username: 'member.desk', fullName: 'Marta Membership' };
const COMPANY = 'Norrsken Solar AB';
const REPRESENTATIVE = { name: 'Sofia Lindqvist', email: 'sofia@norrsken.example' };

describeInBrowser('a company from "Become a Member" to a listing it keeps current itself', () => {
  let smtp: TestSmtpServer;
  let site: Site;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } } });
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
  });
  afterAll(async () => {
    await site.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** The mail to `address` whose subject contains `subject`, once it has arrived. */
  const mailTo = async (address: string, subject: RegExp) => {
    const find = () => mailsTo(smtp.received, address).find((mail) => subject.test(mail.parsed.subject ?? ''));
    await expect.poll(() => Boolean(find()), { timeout: 15_000 }).toBe(true);
    return find()!;
  };

  it('apply (sv) → staff approve → invitation → the representative edits the listing → staff approve → the public page shows it', async () => {
    // The applicant follows the Swedish home page's "Become a Member" to the form.
    const applicant = await site.newPage({ locale: 'sv-SE' });
    await openPublicPage(applicant, '/sv');
    await applicant.locator('main').getByRole('link', { name: 'Bli medlem', exact: true }).first().click();
    await applicant.waitForURL((url) => url.pathname === '/sv/membership/apply');
    const form = applicant.locator('form#membership-application');
    await form.getByLabel(/^Företagets namn/).fill(COMPANY);
    await form.getByLabel(/^Organisationsnummer/).fill('559123-4567');
    await form.getByLabel(/^Land/).selectOption('SE');
    // The region follows the country.
    await expect.poll(() => form.getByLabel(/^Region/).inputValue()).toBe('nordic');
    await form.getByLabel(/^Bransch/).selectOption('energy');
    await form.getByLabel(/^Företagets storlek/).selectOption('10-49');
    await form.getByLabel(/^Fullständigt namn/).fill(REPRESENTATIVE.name);
    await form.getByLabel(/^E-postadress/).fill(REPRESENTATIVE.email);
    await form.getByLabel(/^Telefon/).fill('+46 8 555 010 20');
    await form.getByLabel(/^Meddelande till handelskammaren/).fill('Solar parks in northern Sweden.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Skicka ansökan' }).click();
    await expect.poll(() => applicant.getByTestId('application-received').count()).toBe(1);
    await mailTo(REPRESENTATIVE.email, /ansökan/i);

    // Staff take it up and approve it, publishing the listing at once.
    const staff = await site.newPage();
    await signInAs(staff, EDITOR.username);
    await staff.goto('/admin/applications');
    await staff.getByRole('button', { name: COMPANY }).click();
    const details = staff.getByRole('dialog', { name: `Application from ${COMPANY}` });
    await details.getByRole('button', { name: 'Start review' }).click();
    await details.getByRole('button', { name: 'Approve…' }).click();
    const approve = staff.getByRole('dialog', { name: 'Approve this application?' });
    await approve.getByRole('checkbox', { name: 'Publish the listing now' }).check();
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => staff.getByText('Application approved').count()).toBeGreaterThan(0);
    const memberId = (await site.server.db.models.Member.findOne({ where: { name: COMPANY } }))!.id;

    // The representative accepts the invitation (in Swedish, as they applied) and lands on the company.
    const invitation = await mailTo(REPRESENTATIVE.email, /inbjud/i);
    const link = mailLinks(invitation).find((href) => href.includes('/auth/invitation'))!;
    const representative = await site.newPage();
    await representative.goto(link);
    await representative.getByLabel('Username').fill('sofia.norrsken');
    await representative.getByLabel(/^Password/).fill('a-strong-password');
    await representative.getByLabel(/^Confirm password/).fill('a-strong-password');
    await representative.getByRole('button', { name: 'Create account' }).click();
    await representative.waitForURL((url) => url.pathname === '/admin/company');
    await expect.poll(() => representative.getByRole('heading', { level: 1, name: COMPANY }).count()).toBe(1);

    // They rewrite the description and send it for review: the public page does not change yet.
    const description = representative.getByLabel(/^Description \(English\)/);
    await description.fill('Norrsken builds and runs solar parks across the Nordics.');
    await representative.getByRole('button', { name: 'Send for review' }).click();
    await expect.poll(() => representative.getByText('Changes waiting for review').count()).toBeGreaterThan(0);
    const visitor = await site.newPage();
    await openPublicPage(visitor, `/members/${memberId}`);
    expect(await visitor.getByText('Norrsken builds and runs solar parks').count()).toBe(0);

    // Staff compare and approve; the public page shows the new description.
    await staff.goto('/admin/listing-changes');
    await staff.getByRole('button', { name: `Review the changes proposed for ${COMPANY}` }).click();
    const change = staff.getByRole('dialog', { name: `Listing changes: ${COMPANY}` });
    await change.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff
      .getByRole('dialog', { name: 'Approve these changes?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect.poll(() => staff.getByText('Changes approved').count()).toBeGreaterThan(0);
    await mailTo(REPRESENTATIVE.email, /.+/);
    await openPublicPage(visitor, `/members/${memberId}`);
    await expect
      .poll(() => visitor.getByText('Norrsken builds and runs solar parks across the Nordics.').count())
      .toBe(1);
  });

  it('a members-only event: a visitor is asked to sign in, comes back and finds the form filled in with the account', async () => {
    const company = await createMember(site.server.db, { name: 'Baltic Amber Works' });
    await createUser(site.server.db, {
      role: 'member',
      memberId: company.id,
      username: 'amber.rep',
      fullName: 'Rasa Kalnina',
      email: 'rasa@amber.example',
    });
    const event = await createEvent(site.server.db, {
      title: 'Members breakfast: the Baltic energy market',
      eventType: 'in-person',
      registrationMode: 'internal',
      capacity: 20,
      membersOnly: true,
      date: new Date(Date.now() + 12 * 86_400_000),
    });

    const page = await site.newPage();
    await openPublicPage(page, `/events/${event.id}`);
    const section = page.locator('#register');
    await expect.poll(() => section.getByTestId('registration-members-only').count()).toBe(1);
    expect(await section.getByRole('button', { name: 'Register' }).count()).toBe(0);
    await section.getByRole('link', { name: 'Sign in to register' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth' &&
        url.searchParams.get('next') === `/events/${event.id}#register` &&
        url.searchParams.get('lang') === 'en',
    );
    // A visitor from the public site: the page speaks to members as well as staff.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sign in' }).count()).toBe(1);
    const form = page.locator('form:visible').first();
    await form.getByLabel('Username').fill('amber.rep');
    await form.getByLabel(/^Password/).fill(FACTORY_PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
    await expect.poll(() => section.getByLabel(/^Full name/).inputValue()).toBe('Rasa Kalnina');
    expect(await section.getByLabel(/^E-mail/).inputValue()).toBe('rasa@amber.example');
    expect(await section.getByLabel(/^Organisation/).inputValue()).toBe('Baltic Amber Works');
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => section.getByTestId('registration-result').count()).toBe(1);
    const stored = await site.server.db.models.EventRegistration.findAll({ where: { eventId: event.id } });
    expect(stored.map((row) => [row.fullName, row.email, row.organization])).toEqual([
      ['Rasa Kalnina', 'rasa@amber.example', 'Baltic Amber Works'],
    ]);
  });

  it('a members-only event held elsewhere: the link opens for a member only, after signing in (sv)', async () => {
    const company = await createMember(site.server.db, { name: 'Nordic Fjord Shipping' });
    await createUser(site.server.db, {
      role: 'member',
      memberId: company.id,
      username: 'fjord.rep',
      fullName: 'Ingrid Berg',
      email: 'ingrid@fjord.example',
    });
    // The organiser's form stands in for a page of this site, so that the browser can load it here.
    const organiser = `${site.baseUrl}/sv/contact?organiser=form`;
    const event = await createEvent(site.server.db, {
      title: 'Members webinar: shipping to Chile',
      eventType: 'virtual',
      registrationMode: 'external',
      registrationLink: organiser,
      membersOnly: true,
      date: new Date(Date.now() + 15 * 86_400_000),
    });

    const page = await site.newPage({ locale: 'sv-SE' });
    await openPublicPage(page, `/sv/events/${event.id}`);
    expect(await page.content()).not.toContain('organiser=form');
    await expect.poll(() => page.getByTestId('event-facts').getByText('Handelskammarens medlemmar').count()).toBe(1);
    const register = page.getByRole('link', { name: 'Anmäl dig nu' }).first();
    const [signIn] = await Promise.all([page.context().waitForEvent('page'), register.click()]);
    await signIn.waitForURL(
      (url) =>
        url.pathname === '/auth' &&
        url.searchParams.get('next') === `/sv/events/${event.id}` &&
        url.searchParams.get('lang') === 'sv',
    );
    const form = signIn.locator('form:visible').first();
    await form.getByLabel('Användarnamn').fill('fjord.rep');
    await form.getByLabel(/^Lösenord/).fill(FACTORY_PASSWORD);
    await form.locator('button[type=submit]').click();
    await signIn.waitForURL((url) => url.pathname === `/sv/events/${event.id}`);

    const [opened] = await Promise.all([
      signIn.context().waitForEvent('page'),
      signIn.getByRole('link', { name: 'Anmäl dig nu' }).first().click(),
    ]);
    await opened.waitForURL((url) => url.searchParams.get('organiser') === 'form');
  });
});
