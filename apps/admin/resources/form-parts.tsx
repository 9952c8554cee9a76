import { makeStyles, tokens } from '@fluentui/react-components';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceKind } from '../../../shared/resources';
import { NumberField, TextAreaField, TextField } from '../kit/forms/FormFields';

// Pieces the resource forms share. Each field is labelled by `admin:<kind>.fields.<name>`, the
// labels the translation tabs use too.

export const useFormStyles = makeStyles({
  /** Two fields side by side where there is room. */
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    alignItems: 'start',
  },
});

/** Today in the browser's calendar, 'yyyy-MM-dd': a new item's date. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The English title (one line) and text (several) every resource starts with. */
export function TitleAndText<T extends FieldValues, V>({
  control,
  kind,
  title = 'title',
  text = 'description',
}: {
  control: Control<T, unknown, V>;
  kind: ResourceKind;
  /** The field names, where they are not `title` and `description`. */
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        control={control}
        name={title as FieldPath<T>}
        label={t(`admin:${kind}.fields.${title}`)}
        lang="en"
        required
      />
      <TextAreaField
        control={control}
        name={text as FieldPath<T>}
        label={t(`admin:${kind}.fields.${text}`)}
        rows={4}
        lang="en"
        required
      />
    </>
  );
}

/** A calendar day ('yyyy-MM-dd', the browser's date picker). */
export function DayField<T extends FieldValues, V>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
}) {
  return <TextField control={control} name={name} type="date" label={label} hint={hint} required />;
}

/** The place of an item on its public page ("Order on the page"), smallest first. */
export function PositionField<T extends FieldValues, V>({ control }: { control: Control<T, unknown, V> }) {
  const { t } = useTranslation('admin');
  return (
    <NumberField
      control={control}
      name={'position' as FieldPath<T>}
      label={t('admin:resources.fields.position')}
      hint={t('admin:resources.fields.positionHint')}
      min={0}
      empty={undefined}
    />
  );
}
