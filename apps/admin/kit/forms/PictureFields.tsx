import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from './ChoiceFields';
import { TextField } from './FormFields';
import { ImageField } from './ImageField';

/**
 * The end of every content form: the item's picture, its text alternative (English, like the
 * item's other texts) and the featured switch, labelled by `admin:<kind>.fields.<name>`.
 */
export function PictureFields<T extends FieldValues, V>({
  control,
  kind,
  image,
  alt,
}: {
  control: Control<T, unknown, V>;
  kind: 'members' | 'events' | 'news';
  image: FieldPath<T>;
  alt: FieldPath<T>;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ImageField control={control} name={image} label={t(`admin:${kind}.fields.${image}`)} />
      <TextField
        control={control}
        name={alt}
        lang="en"
        label={t(`admin:${kind}.fields.${alt}`)}
        hint={t('admin:form.altHint')}
      />
      <SwitchField
        control={control}
        name={'featured' as FieldPath<T>}
        label={t(`admin:${kind}.fields.featured`)}
        hint={t(`admin:${kind}.fields.featuredHint`)}
      />
    </>
  );
}
