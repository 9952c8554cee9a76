import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants';
import { INDUSTRIES, REGIONS } from '../entities';
import {
  APPLICATION_STATUSES,
  COMPANY_SIZES,
  COUNTRIES,
  LISTING_CHANGE_STATUSES,
  isOrganisationNumber,
} from '../membership';
import { validationMessages as m } from '../messages';
import { optionalImage, optionalProse, optionalText, optionalUrl, prose, text } from './content';
import {
  emailField,
  honeypotField,
  optionalEmailField,
  personNameField,
  phoneField,
  requiredString,
  singleLine,
} from './fields';
import { filter, page, pageSize, search } from './paging';

// Membership: a company's application (the public form), staff decisions on it, and the changes a
// member's representatives propose to its listing.

/**
 * An organisation number as the company writes it: kept as typed, checked (and compared) without
 * its spaces, dots, dashes and slashes. The application checks it against its country's format too.
 */
const organisationNumber = () =>
  singleLine(requiredString().trim().min(1, m.required).max(LIMITS.organisationNumberMax, m.tooLong)).refine(
    (value) => isOrganisationNumber(value),
    m.invalidOrganisationNumber,
  );

/**
 * POST /api/membership/applications: the company, its representative, a message, consent to the
 * privacy policy (required), the page's language (the applicant's mails are written in it) and the
 * honeypot `website` (the company's own site is `companyWebsite`).
 */
export const ApplicationCreateSchema = z
  .strictObject({
    companyName: text(LIMITS.nameMax),
    organisationNumber: organisationNumber(),
    country: z.enum(COUNTRIES, { error: m.invalidChoice }),
    region: z.enum(REGIONS, { error: m.invalidChoice }),
    industry: z.enum(INDUSTRIES, { error: m.invalidChoice }),
    companyWebsite: optionalUrl(),
    size: z.enum(COMPANY_SIZES, { error: m.invalidChoice }),
    contactName: personNameField(),
    contactEmail: emailField(),
    contactPhone: phoneField(),
    message: optionalProse(LIMITS.messageMax),
    consent: z.literal(true, { error: m.consentRequiredApply }),
    language: z.enum(LANGUAGES, { error: m.invalidChoice }).optional(),
    website: honeypotField(),
  })
  .superRefine((application, ctx) => {
    // The country's own format, once the field's own checks have passed.
    if (
      isOrganisationNumber(application.organisationNumber) &&
      !isOrganisationNumber(application.organisationNumber, application.country)
    ) {
      ctx.addIssue({ code: 'custom', message: m.invalidOrganisationNumber, path: ['organisationNumber'] });
    }
  });
export type ApplicationCreate = z.input<typeof ApplicationCreateSchema>;
export type ApplicationCreatePayload = z.output<typeof ApplicationCreateSchema>;

/**
 * Why an application is refused (409), exact English text: the application page translates them by
 * key (`membership:serverErrors.<key>`).
 */
export const APPLICATION_REFUSALS = {
  duplicate: 'An application for this company or e-mail address is already being processed',
} as const;

/** The version a staff change is based on (optimistic locking): 409 when someone changed it since. */
const version = () => z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber);

/** GET /api/admin/applications: search on company, organisation number, name or e-mail; filter by status. */
export const ApplicationListQuerySchema = z.object({
  search: search(),
  status: filter(APPLICATION_STATUSES),
  page: page(),
  pageSize: pageSize(),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuerySchema>;

/** POST /api/admin/applications/:id/review: staff start looking at it. */
export const ApplicationReviewSchema = z.strictObject({ version: version() });

/**
 * POST /api/admin/applications/:id/approve: the listing is made from the application, published at
 * once or kept unpublished until staff publish it; the representative is invited.
 */
export const ApplicationApproveSchema = z.strictObject({
  version: version(),
  publish: z.boolean({ error: m.invalidChoice }),
});

/** A decision's reason, mailed to the person it concerns. */
const reason = () => prose(LIMITS.reasonMax);

/** POST /api/admin/applications/:id/reject: with the reason the applicant is told. */
export const ApplicationRejectSchema = z.strictObject({ version: version(), reason: reason() });

/**
 * PUT /api/company/listing: a representative's proposal for the listing. Nothing changes on the
 * public site until staff approve it. The English description is required; Spanish and Swedish may
 * be left empty (the English then shows).
 */
export const ListingProposalSchema = z.strictObject({
  description: prose(LIMITS.descriptionMax),
  descriptionEs: optionalProse(LIMITS.descriptionMax),
  descriptionSv: optionalProse(LIMITS.descriptionMax),
  logo: optionalImage(),
  logoAlt: optionalText(LIMITS.altMax),
  website: optionalUrl(),
  location: text(LIMITS.locationMax),
  contactName: optionalText(LIMITS.fullNameMax),
  contactEmail: optionalEmailField(),
  contactPhone: z
    .string({ error: m.invalidPhone })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .string()
        .max(LIMITS.phoneMax, m.tooLong)
        .regex(/^\+?[0-9][0-9 ().-]{4,}$/, m.invalidPhone)
        .nullable(),
    ),
});
export type ListingProposal = z.input<typeof ListingProposalSchema>;
export type ListingProposalPayload = z.output<typeof ListingProposalSchema>;

/** PUT /api/company/visibility: the member hides its listing from the public directory, or shows it again. */
export const CompanyVisibilitySchema = z.strictObject({ hidden: z.boolean({ error: m.invalidChoice }) });

/** POST /api/company/representatives: a representative invites a colleague to the same company. */
export const RepresentativeInviteSchema = z.strictObject({
  fullName: personNameField(),
  email: emailField(),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }),
});
export type RepresentativeInvite = z.input<typeof RepresentativeInviteSchema>;

/** GET /api/admin/listing-changes: filter by status (pending first by default). */
export const ListingChangeListQuerySchema = z.object({
  status: filter(LISTING_CHANGE_STATUSES),
  page: page(),
  pageSize: pageSize(),
});
export type ListingChangeListQuery = z.input<typeof ListingChangeListQuerySchema>;

/** POST /api/admin/listing-changes/:id/approve. */
export const ListingChangeApproveSchema = z.strictObject({ version: version() });
/** POST /api/admin/listing-changes/:id/reject: with the reason the member is told. */
export const ListingChangeRejectSchema = z.strictObject({ version: version(), reason: reason() });
