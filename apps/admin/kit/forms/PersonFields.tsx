import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './FormFields';

/**
 * Who a registration is for, as staff type it for a person added by hand or a walk-in at the door:
 * name, e-mail and organisation (the form's values carry these three names).
 */
export function PersonFields<T extends FieldValues, V>({ control }: { control: Control<T, unknown, V> }) {
  const { t } = useTranslation('admin');
  const field = (name: 'fullName' | 'email' | 'organization') => name as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={field('fullName')}
        label={t('admin:attendees.fields.fullName')}
        autoComplete="off"
        required
      />
      <TextField
        control={control}
        name={field('email')}
        type="email"
        label={t('admin:attendees.fields.email')}
        autoComplete="off"
        required
      />
      <TextField
        control={control}
        name={field('organization')}
        label={t('admin:attendees.fields.organization')}
        autoComplete="off"
      />
    </>
  );
}
