import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RegistrationCreate, type RegistrationResult } from '../../../../../shared/schemas/registrations';
import { ApiError, apiRequest } from '../../../../ui/api';
import { useMessageText } from '../../../../ui/message-text';
import { showBesideFields } from '../../../../ui/server-fields';
import { REGISTRATION_SERVER_TEXTS } from '../../lib/registration-refusals';
import { useFormResult } from '../../hooks/form-result';
import { usePageContext } from '../../page-context';
import type { RegistrationEvent } from './event';
import { EMPTY, FIELDS, bodyOf, resolverFor, type RegistrationValues, type VisibleField } from './values';

export type SignedInMember = { fullName: string; email: string; company: string | null };

/**
 * The registration form's state and its sending: the values (a signed-in member's details to start
 * with), the fields' ids, each field's message, and the server's answer. The server's field
 * messages show beside the fields; a refusal (full, closed, members only, too many tries) becomes
 * the failure text.
 */
export function useRegistrationForm(event: RegistrationEvent, member: SignedInMember | null) {
  const { t } = useTranslation(['events', 'common']);
  const translate = useMessageText(REGISTRATION_SERVER_TEXTS);
  const { language } = usePageContext();
  const hybrid = event.eventType === 'hybrid';
  const idPrefix = useId();
  const idOf = (field: VisibleField) => `${idPrefix}-${field}`;
  const defaults: RegistrationValues = member
    ? { ...EMPTY, fullName: member.fullName, email: member.email, organization: member.company ?? '' }
    : EMPTY;
  const form = useForm<RegistrationValues>({
    resolver: resolverFor(hybrid),
    defaultValues: defaults,
    // The focus goes to the first field in error by its id (a radio group has no input of its own).
    shouldFocusError: false,
  });
  const { setError, formState } = form;
  const focusFirst = (fields: readonly string[]) => {
    const first = FIELDS.find((field) => fields.includes(field));
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const sending = useFormResult(
    (values: RegistrationValues) =>
      apiRequest<RegistrationResult>('POST', `/api/events/${event.id}/registrations`, {
        ...(bodyOf(values, hybrid) as RegistrationCreate),
        language,
      }).then((outcome) => ({ outcome, email: values.email })),
    {
      showsBesideFields: (error) =>
        error instanceof ApiError &&
        error.status === 400 &&
        showBesideFields(error, FIELDS, setError, { focus: focusFirst }),
      refusalOf: (error) =>
        error instanceof ApiError && (error.status === 409 || error.status === 403)
          ? (translate(error.serverMessage) ?? t('events:registration.error'))
          : error instanceof ApiError && error.status === 429
            ? t('events:registration.rateLimited')
            : t('events:registration.error'),
    },
  );

  /** A field's message (in the page's language) for Fluent's Field, or nothing. */
  const fieldProps = (field: VisibleField) => {
    const message = translate(formState.errors[field]?.message);
    return message ? { validationState: 'error' as const, validationMessage: message } : {};
  };

  return { form, sending, hybrid, idPrefix, idOf, defaults, focusFirst, fieldProps };
}
