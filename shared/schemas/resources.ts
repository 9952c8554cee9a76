import { z } from 'zod';
import { LIMITS } from '../constants';
import { BUSINESS_TYPES, INDUSTRIES, REGIONS } from '../entities';
import { validationMessages as m } from '../messages';
import {
  AGREEMENT_STATUSES,
  GUIDE_KINDS,
  MARKET_ENTRY_CATEGORIES,
  PUBLICATION_THEMES,
  PUBLICATION_TYPES,
  REPORT_CATEGORIES,
} from '../resources';
import { optionalImage, optionalText, optionalUrl, prose, text } from './content';
import { emailField, optionalEmailField, phoneField } from './fields';
import { adminListQuery } from './admin-list';
import { filter, page, search } from './paging';

// The staff forms and the server validate the resource collections with these schemas, as they do
// members, events and news: each form holds the input shape; what is sent is the output.

/** A calendar day 'yyyy-MM-dd' that exists. */
export const calendarDay = () =>
  z
    .string({ error: m.invalidDate })
    .trim()
    .min(1, m.required)
    .pipe(z.iso.date({ error: m.invalidDate }));

/** A whole number in [min, max]. */
const count = (min: number, max: number) =>
  z.number({ error: m.invalidNumber }).int(m.invalidNumber).min(min, m.invalidNumber).max(max, m.invalidNumber);

/** An optional whole number in [min, max]: null or absent when not given. */
const optionalCount = (min: number, max: number) =>
  count(min, max)
    .nullish()
    .transform((value) => value ?? null);

/** A percentage in [min, max] with at most two decimals (duties, changes on the previous year). */
const percentage = (min: number, max: number) =>
  z
    .number({ error: m.invalidPercentage })
    .min(min, m.invalidPercentage)
    .max(max, m.invalidPercentage)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, m.invalidPercentage);

/** The place of an item on an ordered page, smallest first. */
const position = () => count(0, 100_000).default(0);

/** An uploaded file's id (see POST /api/admin/files), or null. */
const fileId = () =>
  z
    .number({ error: m.invalidFile })
    .int(m.invalidFile)
    .positive(m.invalidFile)
    .nullish()
    .transform((value) => value ?? null);

/** The fields every document has: a file or an external address (not both), and who may download it. */
const documentFields = {
  fileId: fileId(),
  externalUrl: optionalUrl(),
  membersOnly: z.boolean({ error: m.invalidChoice }).default(false),
};

/** A document has an uploaded file or an external address, never both. */
const oneSource = <T extends z.ZodType<{ fileId: number | null; externalUrl: string | null }>>(schema: T) =>
  schema.refine((item) => item.fileId === null || item.externalUrl === null, {
    message: m.fileOrUrl,
    path: ['externalUrl'],
  });

const version = () => z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber);

/** The input schema and its update twin (the same plus `version`), with the document rule where it applies. */
function collection<S extends z.ZodRawShape>(shape: S) {
  return {
    input: z.strictObject(shape),
    update: z.strictObject({ ...shape, version: version() }),
  };
}

const reportShape = {
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  category: z.enum(REPORT_CATEGORIES, { error: m.invalidChoice }),
  publishedOn: calendarDay(),
  featured: z.boolean({ error: m.invalidChoice }).default(false),
  thumbnail: optionalImage(),
  ...documentFields,
};
const reports = collection(reportShape);
export const ReportInputSchema = oneSource(reports.input);
export const ReportUpdateSchema = oneSource(reports.update);
export type ReportInput = z.input<typeof ReportInputSchema>;
export type ReportPayload = z.output<typeof ReportInputSchema>;

const guideShape = {
  kind: z.enum(GUIDE_KINDS, { error: m.invalidChoice }),
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  region: z
    .enum(REGIONS, { error: m.invalidChoice })
    .nullish()
    .transform((value) => value ?? null),
  category: z
    .enum(MARKET_ENTRY_CATEGORIES, { error: m.invalidChoice })
    .nullish()
    .transform((value) => value ?? null),
  pages: optionalCount(1, 10_000),
  updatedOn: calendarDay(),
  cover: optionalImage(),
  ...documentFields,
};
/** A country guide names its region; a market-entry guide its category. */
const guideRules = <T extends z.ZodType<{ kind: string; region: string | null; category: string | null }>>(schema: T) =>
  schema
    .refine((guide) => guide.kind !== 'country' || guide.region !== null, { message: m.required, path: ['region'] })
    .refine((guide) => guide.kind !== 'market-entry' || guide.category !== null, {
      message: m.required,
      path: ['category'],
    });
const guides = collection(guideShape);
export const GuideInputSchema = guideRules(oneSource(guides.input));
export const GuideUpdateSchema = guideRules(oneSource(guides.update));
export type GuideInput = z.input<typeof GuideInputSchema>;
export type GuidePayload = z.output<typeof GuideInputSchema>;

const tools = collection({
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  url: optionalUrl(),
  position: position(),
});
export const ToolInputSchema = tools.input;
export const ToolUpdateSchema = tools.update;
export type ToolInput = z.input<typeof ToolInputSchema>;
export type ToolPayload = z.output<typeof ToolInputSchema>;

/** Authors: one name per entry, at least one. */
const authors = () => z.array(text(LIMITS.fullNameMax), { error: m.required }).min(1, m.required).max(20, m.tooLong);

const publicationShape = {
  type: z.enum(PUBLICATION_TYPES, { error: m.invalidChoice }),
  title: text(LIMITS.titleMax),
  abstract: prose(LIMITS.descriptionMax),
  authors: authors(),
  publishedOn: calendarDay(),
  upcoming: z.boolean({ error: m.invalidChoice }).default(false),
  pages: optionalCount(1, 10_000),
  journal: optionalText(LIMITS.titleMax),
  journalIssue: optionalText(100),
  themes: z
    .array(z.enum(PUBLICATION_THEMES, { error: m.invalidChoice }), { error: m.invalidChoice })
    .default([])
    .transform((themes) => [...new Set(themes)]),
  cover: optionalImage(),
  ...documentFields,
};
/** A journal article names its journal. */
const publicationRules = <T extends z.ZodType<{ type: string; journal: string | null }>>(schema: T) =>
  schema.refine((item) => item.type !== 'journal-article' || item.journal !== null, {
    message: m.required,
    path: ['journal'],
  });
const publications = collection(publicationShape);
export const PublicationInputSchema = publicationRules(oneSource(publications.input));
export const PublicationUpdateSchema = publicationRules(oneSource(publications.update));
export type PublicationInput = z.input<typeof PublicationInputSchema>;
export type PublicationPayload = z.output<typeof PublicationInputSchema>;

const team = collection({
  name: text(LIMITS.nameMax),
  role: text(LIMITS.titleMax),
  bio: prose(LIMITS.descriptionMax),
  office: optionalText(LIMITS.locationMax),
  photo: optionalImage(),
  linkedin: optionalUrl(),
  position: position(),
});
export const TeamMemberInputSchema = team.input;
export const TeamMemberUpdateSchema = team.update;
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;
export type TeamMemberPayload = z.output<typeof TeamMemberInputSchema>;

const agreements = collection({
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  status: z.enum(AGREEMENT_STATUSES, { error: m.invalidChoice }),
  year: optionalCount(1900, 2200),
  position: position(),
});
export const AgreementInputSchema = agreements.input;
export const AgreementUpdateSchema = agreements.update;
export type AgreementInput = z.input<typeof AgreementInputSchema>;
export type AgreementPayload = z.output<typeof AgreementInputSchema>;

const regulatoryUpdates = collection({
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  region: z.enum(REGIONS, { error: m.invalidChoice }),
  publishedOn: calendarDay(),
});
export const RegulatoryUpdateInputSchema = regulatoryUpdates.input;
export const RegulatoryUpdateUpdateSchema = regulatoryUpdates.update;
export type RegulatoryUpdateInput = z.input<typeof RegulatoryUpdateInputSchema>;
export type RegulatoryUpdatePayload = z.output<typeof RegulatoryUpdateInputSchema>;

const insights = collection({
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  source: text(LIMITS.titleMax),
  category: z.enum(REPORT_CATEGORIES, { error: m.invalidChoice }),
  change: percentage(-1000, 1000),
  position: position(),
});
export const InsightInputSchema = insights.input;
export const InsightUpdateSchema = insights.update;
export type InsightInput = z.input<typeof InsightInputSchema>;
export type InsightPayload = z.output<typeof InsightInputSchema>;

const tariffs = collection({
  title: text(LIMITS.titleMax),
  hsCode: text(20).regex(/^[0-9]{4}(\.[0-9]{2}){0,2}$/, m.invalidHsCode),
  euMfn: percentage(0, 1000),
  euPreferential: percentage(0, 1000),
  mercosurCet: percentage(0, 1000),
  position: position(),
});
export const TariffInputSchema = tariffs.input;
export const TariffUpdateSchema = tariffs.update;
export type TariffInput = z.input<typeof TariffInputSchema>;
export type TariffPayload = z.output<typeof TariffInputSchema>;

/** The longest lead time is never shorter than the shortest. */
const leadTimeRule = <T extends z.ZodType<{ leadTimeMinWeeks: number; leadTimeMaxWeeks: number }>>(schema: T) =>
  schema.refine((sector) => sector.leadTimeMaxWeeks >= sector.leadTimeMinWeeks, {
    message: m.leadTimeOrder,
    path: ['leadTimeMaxWeeks'],
  });
const complianceSectors = collection({
  title: text(LIMITS.titleMax),
  requirements: prose(LIMITS.descriptionMax),
  certification: prose(LIMITS.descriptionMax),
  leadTimeMinWeeks: count(0, 520),
  leadTimeMaxWeeks: count(0, 520),
  position: position(),
});
export const ComplianceSectorInputSchema = leadTimeRule(complianceSectors.input);
export const ComplianceSectorUpdateSchema = leadTimeRule(complianceSectors.update);
export type ComplianceSectorInput = z.input<typeof ComplianceSectorInputSchema>;
export type ComplianceSectorPayload = z.output<typeof ComplianceSectorInputSchema>;

const offices = collection({
  city: text(LIMITS.locationMax),
  country: text(LIMITS.locationMax),
  region: z.enum(REGIONS, { error: m.invalidChoice }),
  street: text(LIMITS.locationMax),
  postalCode: text(20),
  phone: phoneField(),
  email: emailField(),
  membershipEmail: optionalEmailField(),
  headquarters: z.boolean({ error: m.invalidChoice }).default(false),
  position: position(),
});
export const OfficeInputSchema = offices.input;
export const OfficeUpdateSchema = offices.update;
export type OfficeInput = z.input<typeof OfficeInputSchema>;
export type OfficePayload = z.output<typeof OfficeInputSchema>;

// ---- staff list queries (query-string parameters) ----

export const AdminReportListQuerySchema = z.object({ ...adminListQuery, category: filter(REPORT_CATEGORIES) });
export const AdminGuideListQuerySchema = z.object({
  ...adminListQuery,
  kind: filter(GUIDE_KINDS),
  region: filter(REGIONS),
});
export const AdminToolListQuerySchema = z.object(adminListQuery);
export const AdminPublicationListQuerySchema = z.object({ ...adminListQuery, type: filter(PUBLICATION_TYPES) });
export const AdminTeamListQuerySchema = z.object(adminListQuery);
export const AdminAgreementListQuerySchema = z.object({ ...adminListQuery, status: filter(AGREEMENT_STATUSES) });
export const AdminRegulatoryUpdateListQuerySchema = z.object({ ...adminListQuery, region: filter(REGIONS) });
export const AdminInsightListQuerySchema = z.object({ ...adminListQuery, category: filter(REPORT_CATEGORIES) });
export const AdminTariffListQuerySchema = z.object(adminListQuery);
export const AdminComplianceSectorListQuerySchema = z.object(adminListQuery);
export const AdminOfficeListQuerySchema = z.object({ ...adminListQuery, region: filter(REGIONS) });

// ---- the public business directory (query-string parameters) ----

/** `/api/directory` and the /business-directory page: a page of companies, searched and filtered. */
export const DirectoryQuerySchema = z.object({
  page: page(),
  search: search(),
  region: filter(REGIONS),
  industry: filter(INDUSTRIES),
  type: filter(BUSINESS_TYPES),
});
export type DirectoryQuery = z.input<typeof DirectoryQuerySchema>;
