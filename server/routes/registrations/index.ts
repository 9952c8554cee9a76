import type { z } from 'zod';
import type { Language } from '../../../shared/constants';
import {
  CancelRegistrationSchema,
  RegistrationCreateSchema,
  REGISTRATION_REFUSALS,
  type RegistrationResult,
} from '../../../shared/schemas';
import { conflict, notFound } from '../../errors';
import { access, loadUser } from '../../http/access';
import { idParam, requestedLanguage } from '../../http/params';
import { validate, validated } from '../../middleware/validate';
import { limitPerAddress } from '../../rate-limit';
import {
  byCancelToken,
  cancelRegistration,
  EVENT_NOT_FOUND,
  INVALID_CANCEL_LINK,
  register,
  REGISTRATION_NOT_FOUND,
  calendarAttachments,
} from '../../registrations/registrations';
import { publicEvent } from '../../content/public-reads';
import { readSiteSettings } from '../../settings';
import type { RouteModule } from '../../http/router';
import { EVENTS_CACHE_KEY } from './common';
import { staffRegistrationRoutes } from './staff';

/**
 * Registering for events here. Public: POST /api/events/:id/registrations, and the cancellation
 * link's GET/POST /api/registrations/cancel. Staff (`registrations:manage`): the routes of
 * `staffRegistrationRoutes`.
 */
export const registrationRoutes: RouteModule = (router) => {
  router.post(
    '/events/:id/registrations',
    access('public'),
    limitPerAddress('eventRegistration'),
    validate(RegistrationCreateSchema),
    async (ctx) => {
      const eventId = idParam(ctx);
      const {
        website: honeypot,
        consent: _consent,
        language,
        ...input
      } = validated<z.output<typeof RegistrationCreateSchema>>(ctx);
      const { services } = ctx;
      // A bot (the honeypot filled in) is answered like a person who got a place; nothing is stored or sent.
      if (honeypot !== '') {
        if (!(await services.db.models.Event.findOne({ where: { id: eventId, deletedAt: null } }))) {
          throw notFound(EVENT_NOT_FOUND);
        }
        ctx.status = 201;
        ctx.body = { status: 'confirmed', waitlistPosition: null } satisfies RegistrationResult;
        return;
      }
      const mailLanguage: Language = language ?? (await readSiteSettings(services.db.models)).defaultLanguage;
      const user = await loadUser(ctx);
      const { standing } = await register(
        services,
        eventId,
        { ...input, language: mailLanguage },
        {
          source: 'public',
          consentedAt: services.now(),
          notify: true,
          member: user?.role === 'member' && user.memberId !== null,
        },
        calendarAttachments(services),
      );
      services.cache.invalidate(EVENTS_CACHE_KEY);
      // The answer a first registration by a new address would get now, whether or not this address
      // was registered: its own standing and place in line go only to it, by mail. (The repeat's
      // mail, if any, is committed: a full event's 409 comes after it.)
      if (standing === 'full') throw conflict(REGISTRATION_REFUSALS.full);
      ctx.status = 201;
      ctx.body = { status: standing, waitlistPosition: null } satisfies RegistrationResult;
    },
  );

  router.get('/registrations/cancel', access('public'), limitPerAddress('accountToken'), async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const language = requestedLanguage(ctx);
    const { models } = ctx.services.db;
    const registration = token ? await byCancelToken(ctx.services, token)() : null;
    if (!registration) throw notFound(INVALID_CANCEL_LINK);
    const event = await publicEvent(models, registration.eventId, language);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    ctx.body = {
      fullName: registration.fullName,
      status: registration.status,
      event: {
        id: event.id,
        title: event.title,
        date: event.date,
        endDate: event.endDate,
        timeZone: event.timeZone,
        location: event.location,
        lang: event.lang,
      },
    };
  });

  router.post(
    '/registrations/cancel',
    access('public'),
    limitPerAddress('accountToken'),
    validate(CancelRegistrationSchema),
    async (ctx) => {
      const { token } = validated<z.output<typeof CancelRegistrationSchema>>(ctx);
      const { services } = ctx;
      const { registration } = await cancelRegistration(
        services,
        byCancelToken(services, token),
        calendarAttachments(services),
        { notify: true },
      ).catch((error: unknown) => {
        if (error instanceof Error && error.message === REGISTRATION_NOT_FOUND) throw notFound(INVALID_CANCEL_LINK);
        throw error;
      });
      services.cache.invalidate(EVENTS_CACHE_KEY);
      ctx.body = { status: registration.status };
    },
  );
  staffRegistrationRoutes(router);
};
