import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ATTENDANCE_MODES, type ChamberEvent } from '../../../shared/entities';
import { RegistrationAddSchema } from '../../../shared/schemas/registrations';
import { serverMessage } from '../../ui/api';
import { showBesideFields } from '../../ui/server-fields';
import { useNotify } from '../../ui/toast';
import { DialogForm } from '../kit/forms/DialogForm';
import { RadioField, SelectField, SwitchField } from '../kit/forms/ChoiceFields';
import { useLanguageOptions, useValidationText } from '../kit/forms/FormFields';
import { PersonFields } from '../kit/forms/PersonFields';
import { FadingDialog } from '../kit/FadingDialog';
import { useAddAttendee } from './attendee-queries';

type AddIn = z.input<typeof RegistrationAddSchema>;
type AddOut = z.output<typeof RegistrationAddSchema>;
const FIELDS = ['fullName', 'email', 'organization', 'attendance', 'language', 'notify'] as const;

/**
 * Adding a person by hand: name, e-mail, organisation, how they attend (a hybrid event asks), the
 * language of their mails and whether the confirmation is mailed. They get a place while there is
 * one, else the waiting list; an address already registered is answered with its registration.
 */
function AddAttendeeForm({ event, onDone }: { event: ChamberEvent; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotify();
  const text = useValidationText();
  const add = useAddAttendee(event.id);
  const languages = useLanguageOptions();
  const [problem, setProblem] = useState<string | null>(null);
  const interfaceLanguage = languages.find((option) => option.value === i18n.language)?.value ?? 'en';
  const { control, handleSubmit, setError } = useForm<AddIn, unknown, AddOut>({
    resolver: zodResolver(RegistrationAddSchema),
    defaultValues: {
      fullName: '',
      email: '',
      organization: '',
      language: interfaceLanguage,
      notify: true,
      ...(event.eventType === 'hybrid' ? { attendance: 'in-person' } : {}),
    },
  });
  const attendance = ATTENDANCE_MODES.map((value) => ({ value, label: t(`admin:attendees.attendance.${value}`) }));

  const submit = (payload: AddOut) => {
    setProblem(null);
    add.mutate(payload, {
      onSuccess: ({ registration, repeat }) => {
        const name = registration.fullName;
        let description = t('admin:attendees.addedText', { name });
        if (repeat) description = t('admin:attendees.alreadyText', { name });
        else if (registration.status === 'waitlisted') {
          description = t('admin:attendees.addedWaitingText', { name, position: registration.waitlistPosition });
        }
        notify({ title: repeat ? t('admin:attendees.alreadyTitle') : t('admin:attendees.addedTitle'), description });
        onDone();
      },
      onError: (error) => {
        if (!showBesideFields(error, FIELDS, setError)) {
          setProblem(text(serverMessage(error)) ?? t('admin:attendees.addFailed'));
        }
      },
    });
  };

  return (
    <DialogForm
      title={t('admin:attendees.addTitle')}
      submitLabel={add.isPending ? t('admin:form.saving') : t('admin:attendees.addSubmit')}
      pending={add.isPending}
      onSubmit={(formEvent) => void handleSubmit(submit)(formEvent)}
    >
      {problem ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PersonFields control={control} />
      {event.eventType === 'hybrid' ? (
        <RadioField
          control={control}
          name="attendance"
          label={t('admin:attendees.fields.attendance')}
          options={attendance}
        />
      ) : null}
      <SelectField
        control={control}
        name="language"
        label={t('admin:attendees.fields.language')}
        hint={t('admin:attendees.fields.languageHint')}
        options={languages}
        required
      />
      <SwitchField control={control} name="notify" label={t('admin:attendees.fields.notify')} />
    </DialogForm>
  );
}

/** The Add person dialog, open while `opening` is set (a new number for every opening: a fresh form). */
export function AddAttendeeDialog({
  event,
  opening,
  onClose,
}: {
  event: ChamberEvent;
  opening: number | null;
  onClose: () => void;
}) {
  return (
    <FadingDialog value={opening} onClose={onClose}>
      {(shown) => <AddAttendeeForm key={shown} event={event} onDone={onClose} />}
    </FadingDialog>
  );
}
