import { type FieldErrors, type Resolver } from 'react-hook-form';
import { ApplicationCreateSchema } from '../../../../../shared/schemas/membership';

export type ApplicationValues = {
  companyName: string;
  organisationNumber: string;
  country: string;
  region: string;
  industry: string;
  size: string;
  companyWebsite: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  message: string;
  consent: boolean;
  /** The honeypot: people leave it empty (the company's own site is `companyWebsite`). */
  website: string;
};

export const EMPTY: ApplicationValues = {
  companyName: '',
  organisationNumber: '',
  country: '',
  region: '',
  industry: '',
  size: '',
  companyWebsite: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  message: '',
  consent: false,
  website: '',
};

/** The visible fields in the order they appear (the first with an error takes the focus). */
export const FIELDS = [
  'companyName',
  'organisationNumber',
  'country',
  'region',
  'industry',
  'size',
  'companyWebsite',
  'contactName',
  'contactEmail',
  'contactPhone',
  'message',
  'consent',
] as const;
export type VisibleField = (typeof FIELDS)[number];
export const isVisibleField = (name: unknown): name is VisibleField => (FIELDS as readonly unknown[]).includes(name);

/** The request body of the form's values (the page's language is added when it is sent). */
export function bodyOf(values: ApplicationValues): Record<string, unknown> {
  return {
    companyName: values.companyName,
    organisationNumber: values.organisationNumber,
    country: values.country,
    region: values.region,
    industry: values.industry,
    companyWebsite: values.companyWebsite || null,
    size: values.size,
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    message: values.message || null,
    consent: values.consent,
    website: values.website,
  };
}

/** Validates with the shared schema, the first message of each field (translated by key when shown). */
export const resolver: Resolver<ApplicationValues> = (values) => {
  const parsed = ApplicationCreateSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ApplicationValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isVisibleField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
