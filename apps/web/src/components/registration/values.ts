import { type FieldErrors, type Resolver } from 'react-hook-form';
import { type AttendanceMode } from '../../../../../shared/entities';
import { validationMessages } from '../../../../../shared/messages';
import { RegistrationCreateSchema } from '../../../../../shared/schemas/registrations';

export type RegistrationValues = {
  fullName: string;
  email: string;
  organization: string;
  /** Asked of a hybrid event only. */
  attendance: AttendanceMode | '';
  consent: boolean;
  /** The honeypot: people leave it empty. */
  website: string;
};

export const EMPTY: RegistrationValues = {
  fullName: '',
  email: '',
  organization: '',
  attendance: '',
  consent: false,
  website: '',
};
/** The visible fields in the order they appear (the first with an error takes the focus). */
export const FIELDS = ['fullName', 'email', 'organization', 'attendance', 'consent'] as const;
export type VisibleField = (typeof FIELDS)[number];
export const isVisibleField = (name: unknown): name is VisibleField => (FIELDS as readonly unknown[]).includes(name);

/** The request body of the form's values: empty organisation as none, attendance only when asked. */
export function bodyOf(values: RegistrationValues, hybrid: boolean): Record<string, unknown> {
  return {
    fullName: values.fullName,
    email: values.email,
    organization: values.organization || null,
    ...(hybrid && values.attendance ? { attendance: values.attendance } : {}),
    consent: values.consent,
    website: values.website,
  };
}

/**
 * Validates with the shared schema (its messages are translated by key), and asks a hybrid event's
 * attendance, which the schema leaves optional because the other formats never ask it.
 */
export const resolverFor =
  (hybrid: boolean): Resolver<RegistrationValues> =>
  (values) => {
    const parsed = RegistrationCreateSchema.safeParse(bodyOf(values, hybrid));
    const errors: FieldErrors<RegistrationValues> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isVisibleField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (hybrid && !values.attendance && !errors.attendance) {
      errors.attendance = { type: 'required', message: validationMessages.required };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
