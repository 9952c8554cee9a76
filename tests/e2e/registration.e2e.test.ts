import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createEvent } from '../factories';
import { mailLinks, mailsTo, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { describeInBrowser, startSite, type Site } from './harness';

describeInBrowser('registering for an event on its page, and giving the place up from the mail', () => {
  let smtp: TestSmtpServer;
  let site: Site;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } } });
  });
  afterAll(async () => {
    await site.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** The mail to `address` whose subject starts with `subject`, once it has arrived. */
  const mailTo = async (address: string, subject: string) => {
    await expect
      .poll(() => mailsTo(smtp.received, address).some((mail) => mail.parsed.subject?.startsWith(subject)), {
        timeout: 15_000,
      })
      .toBe(true);
    return mailsTo(smtp.received, address).find((mail) => mail.parsed.subject?.startsWith(subject))!;
  };

  it('register → confirmation with the calendar file → cancel from the mail → the first waiting person gets the place', async () => {
    const event = await createEvent(site.server.db, {
      title: 'Breakfast seminar: selling to Nordic retailers',
      eventType: 'in-person',
      location: 'Stockholm, Sweden',
      timeZone: 'Europe/Stockholm',
      registrationMode: 'internal',
      capacity: 1,
      waitlist: true,
      date: new Date(Math.floor((Date.now() + 10 * 86_400_000) / 60_000) * 60_000),
    });

    // Ana registers on the Spanish page, with the keyboard.
    const ana = await site.newPage({ locale: 'es-ES' });
    await ana.goto(`/es/events/${event.id}`);
    const form = ana.locator('#register');
    await form.getByLabel(/^Nombre completo/).fill('Ana Martínez');
    await form.getByLabel(/^Correo electrónico/).fill('ana@example.es');
    await form.getByLabel(/^Organización/).fill('Martínez Export SL');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Inscribirse' }).focus();
    await ana.keyboard.press('Enter');
    await expect
      .poll(() => form.getByText('Ya está inscrito. Le hemos enviado una confirmación a ana@example.es.').count())
      .toBe(1);
    const confirmation = await mailTo('ana@example.es', 'Inscripción confirmada');
    expect(confirmation.parsed.attachments.map((file) => file.filename)).toEqual([`event-${event.id}.ics`]);
    expect(String(confirmation.parsed.attachments[0]!.content)).toContain('BEGIN:VEVENT');

    // Björn, on the English page, finds it full and joins the waiting list.
    const bjorn = await site.newPage();
    await bjorn.goto(`/events/${event.id}`);
    const englishForm = bjorn.locator('#register');
    await englishForm.getByLabel(/^Full name/).fill('Björn Lind');
    await englishForm.getByLabel(/^E-mail/).fill('bjorn@example.se');
    await englishForm.getByRole('checkbox').check();
    await englishForm.getByRole('button', { name: 'Join the waiting list' }).click();
    // The answer names no place in line (it would tell anyone where an address stands); the mail does.
    await expect
      .poll(() => englishForm.getByText("You're on the waiting list. We'll e-mail you if a place opens.").count())
      .toBe(1);
    await mailTo('bjorn@example.se', 'You are on the waiting list');

    // Ana cannot come after all: the link in her mail opens the cancellation page in Spanish.
    const link = mailLinks(confirmation).find((href) => href.includes('/registration/cancel'))!;
    expect(new URL(link).pathname).toBe('/es/registration/cancel');
    await ana.goto(link);
    const card = ana.getByTestId('registration-cancel-card');
    await expect.poll(() => card.getByText(event.title).count()).toBe(1);
    await card.getByRole('button', { name: 'Cancelar mi inscripción' }).click();
    await expect.poll(() => card.getByRole('heading', { name: 'Su inscripción está cancelada' }).count()).toBe(1);
    await mailTo('ana@example.es', 'Inscripción cancelada');

    // Björn gets the place and is told, with the calendar file.
    const promoted = await mailTo('bjorn@example.se', 'A place opened up');
    expect(promoted.parsed.attachments).toHaveLength(1);
    const people = await site.server.db.models.EventRegistration.findAll({ where: { eventId: event.id } });
    expect(people.map((one) => [one.email, one.status]).sort()).toEqual([
      ['ana@example.es', 'cancelled'],
      ['bjorn@example.se', 'confirmed'],
    ]);
    // The link has been used: it no longer cancels anything.
    await ana.reload();
    await expect.poll(() => card.getByText('Su inscripción está cancelada').count()).toBe(1);
    await ana.context().close();
    await bjorn.context().close();
  });

  it('the name and e-mail side by side stay level when only one carries an error, in every language', async () => {
    const event = await createEvent(site.server.db, {
      title: 'Workshop: export finance',
      eventType: 'in-person',
      location: 'Madrid, Spain',
      timeZone: 'Europe/Madrid',
      registrationMode: 'internal',
      capacity: 20,
      date: new Date(Math.floor((Date.now() + 12 * 86_400_000) / 60_000) * 60_000),
    });
    const labels = {
      en: ['Full name', 'E-mail', 'Register'],
      es: ['Nombre completo', 'Correo electrónico', 'Inscribirse'],
      sv: ['Fullständigt namn', 'E-post', 'Anmäl dig'],
    } as const;
    for (const [language, [fullName, email, submit]] of Object.entries(labels)) {
      const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${language === 'en' ? '' : `/${language}`}/events/${event.id}`);
      const form = page.locator('#register');
      const nameInput = form.getByLabel(new RegExp(`^${fullName}`));
      const emailInput = form.getByLabel(new RegExp(`^${email}`));
      // One letter is too short for a name: the error appears under the name only.
      await nameInput.fill('A');
      await emailInput.fill('person@example.org');
      await form.getByRole('button', { name: submit }).click();
      await expect.poll(() => nameInput.getAttribute('aria-invalid')).toBe('true');
      expect(await emailInput.getAttribute('aria-invalid')).not.toBe('true');
      const [nameBox, emailBox] = [(await nameInput.boundingBox())!, (await emailInput.boundingBox())!];
      expect(emailBox.x, language).toBeGreaterThan(nameBox.x);
      expect(Math.abs(nameBox.y - emailBox.y), language).toBeLessThanOrEqual(1);
      await page.context().close();
    }
  });
});
