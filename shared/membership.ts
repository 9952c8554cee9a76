/** Membership: applications to join the chamber, and the changes member companies propose to their listings. */

import type { Language } from './constants';
import type { Industry, Region, StaffRef } from './entities';

/**
 * Where an application stands: sent, being looked at, or decided. Staff move it forward only
 * (submitted → under review → approved or rejected; a submitted one may be decided at once).
 */
export const APPLICATION_STATUSES = ['submitted', 'under-review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The states in which an application is still open: another one for the same company or address is refused. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'under-review'] as const satisfies readonly ApplicationStatus[];

/** The moves staff can make from each state. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['under-review', 'approved', 'rejected'],
  'under-review': ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** Company sizes by head count, stored as codes and translated for display. */
export const COMPANY_SIZES = ['1-9', '10-49', '50-249', '250+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/**
 * The countries of the chamber's three regions (ISO 3166-1 alpha-2), each under its region: the
 * application form offers them grouped, named in the page's language by `Intl.DisplayNames`.
 * `other` stands for a company from anywhere else.
 */
export const COUNTRIES_BY_REGION: Record<Region, readonly string[]> = {
  'ibero-america': [
    'AR',
    'BO',
    'BR',
    'CL',
    'CO',
    'CR',
    'CU',
    'DO',
    'EC',
    'ES',
    'GT',
    'HN',
    'MX',
    'NI',
    'PA',
    'PE',
    'PR',
    'PT',
    'PY',
    'SV',
    'UY',
    'VE',
  ],
  nordic: ['DK', 'FI', 'FO', 'GL', 'IS', 'NO', 'SE'],
  baltic: ['EE', 'LT', 'LV'],
};
export const OTHER_COUNTRY = 'other';
export const COUNTRIES = [...Object.values(COUNTRIES_BY_REGION).flat(), OTHER_COUNTRY] as const;

/** The region a country belongs to (null for `other`): the form's suggestion for the region field. */
export function regionOfCountry(country: string): Region | null {
  for (const [region, countries] of Object.entries(COUNTRIES_BY_REGION)) {
    if (countries.includes(country)) return region as Region;
  }
  return null;
}

/**
 * An organisation number as compared for duplicates: letters upper-cased, spaces, dots, dashes and
 * slashes dropped ("556677-8899" and "556677 8899" are one company).
 */
export function organisationKey(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s./-]+/g, '');
}

/**
 * What an organisation number is, written without its separators (`organisationKey`), in the
 * countries whose format the chamber knows: people type them grouped as at home (Norway
 * `987 654 321`, Chile `76.123.456-7`, Sweden `556677-8899`, Brazil `12.345.678/0001-95`), and the
 * groups are dropped before the format is checked. Any other country: 4 to 30 letters and digits.
 */
export const ORGANISATION_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AR: /^[0-9]{11}$/, // CUIT 30-12345678-9
  BR: /^[0-9]{14}$/, // CNPJ 12.345.678/0001-95
  CL: /^[0-9]{7,8}[0-9K]$/, // RUT 76.123.456-7
  CO: /^[0-9]{9,10}$/, // NIT 900.123.456-7
  DK: /^(DK)?[0-9]{8}$/, // CVR 12 34 56 78
  EE: /^[0-9]{8}$/, // registrikood
  ES: /^(ES)?[A-Z0-9][0-9]{7}[A-Z0-9]$/, // NIF / CIF B-12345678
  FI: /^[0-9]{8}$/, // Y-tunnus 1234567-8
  IS: /^[0-9]{10}$/, // kennitala 123456-7890
  LT: /^[0-9]{7}([0-9]{2})?$/, // įmonės kodas
  LV: /^[0-9]{11}$/, // reģistrācijas numurs
  MX: /^[A-Z&Ñ]{3}[0-9]{6}[A-Z0-9]{3}$/, // RFC ABC-123456-XY9
  NO: /^[0-9]{9}(MVA)?$/, // organisasjonsnummer 987 654 321
  PE: /^[0-9]{11}$/, // RUC
  PT: /^[0-9]{9}$/, // NIPC 501 234 567
  SE: /^(16)?[0-9]{10}$/, // organisationsnummer 556677-8899
  UY: /^[0-9]{12}$/, // RUT
};

/** Any organisation number, written without its separators: letters and digits only. */
const ANY_ORGANISATION_NUMBER = /^[0-9A-Z]{4,30}$/;

/** Whether `value` is an organisation number (of `country`, when its format is known), separators aside. */
export function isOrganisationNumber(value: string, country?: string): boolean {
  const key = organisationKey(value);
  const format = country === undefined ? undefined : ORGANISATION_NUMBER_FORMATS[country];
  return ANY_ORGANISATION_NUMBER.test(key) && (format === undefined || format.test(key));
}

/** A membership application as staff see it. */
export interface MembershipApplication {
  id: number;
  companyName: string;
  organisationNumber: string;
  country: string;
  region: Region;
  industry: Industry;
  companyWebsite: string | null;
  size: CompanySize;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  message: string | null;
  /** The language the applicant wrote in: their mails are in it. */
  language: Language;
  status: ApplicationStatus;
  /** Why it was rejected (mailed to the applicant). */
  reason: string | null;
  /** The member listing made on approval. */
  memberId: number | null;
  decidedBy: StaffRef | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * Another application with the same organisation number or contact address as the one staff look
 * at (a second application is accepted like any other; staff see them together): which, where it
 * stands, and what they share.
 */
export interface RelatedApplication {
  id: number;
  companyName: string;
  status: ApplicationStatus;
  createdAt: string;
  same: ('organisationNumber' | 'contactEmail')[];
}

/** Where a proposed change to a listing stands. */
export const LISTING_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingChangeStatus = (typeof LISTING_CHANGE_STATUSES)[number];

/** The listing fields a member representative may change (each waits for staff review). */
export interface ListingFields {
  /** The description in English (required), Spanish and Swedish (empty: the English shows). */
  description: string;
  descriptionEs: string | null;
  descriptionSv: string | null;
  logo: string | null;
  logoAlt: string | null;
  website: string | null;
  location: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** A change a representative proposed, as staff and the member see it: the proposal beside the listing now. */
export interface ListingChange {
  id: number;
  memberId: number;
  memberName: string;
  proposed: ListingFields;
  /** The listing's fields as they are now (before the change is decided). */
  current: ListingFields;
  status: ListingChangeStatus;
  reason: string | null;
  proposedBy: StaffRef | null;
  decidedBy: StaffRef | null;
  decidedAt: string | null;
  createdAt: string;
  version: number;
}

/** A representative of a member company (an account with the member role), as their colleagues see them. */
export interface Representative {
  id: number;
  fullName: string;
  email: string;
  /** False while the invitation is still out. */
  accepted: boolean;
}

/** GET /api/company: the signed-in representative's company. */
export interface MyCompany {
  id: number;
  name: string;
  industry: Industry;
  region: Region;
  /** Whether staff have published the listing. */
  published: boolean;
  /** The member's own choice: hidden from the public directory. */
  hidden: boolean;
  listing: ListingFields;
  /** The latest proposal (pending, or the last decided one), if any. */
  latestChange: ListingChange | null;
  representatives: Representative[];
  version: number;
}
