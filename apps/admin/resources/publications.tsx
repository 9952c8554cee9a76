import { Checkbox, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PUBLICATION_THEMES,
  PUBLICATION_TYPES,
  type ManagedPublication,
  type PublicationTheme,
} from '../../../shared/resources';
import {
  PublicationInputSchema,
  type PublicationInput,
  type PublicationPayload,
} from '../../../shared/schemas/resources';
import { SelectField, SwitchField } from '../kit/forms/ChoiceFields';
import { NumberField, TextField, useValidationText } from '../kit/forms/FormFields';
import { ImageField } from '../kit/forms/ImageField';
import { useCodeOptions } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import {
  DOCUMENT_FIELDS,
  DocumentFields,
  documentFormSchema,
  documentValues,
  emptyDocumentValues,
  type DocumentFormInput,
} from './DocumentFields';
import { codeColumn, dayColumn, yesNoColumn, useCodeFilter } from './list-facts';
import { DayField, TitleAndText, today, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

type PublicationIn = DocumentFormInput<PublicationInput>;
type PublicationControl = Control<PublicationIn, unknown, PublicationPayload>;

const useStyles = makeStyles({
  themes: { display: 'grid', gap: tokens.spacingVerticalXXS },
});

/** The names typed one per line, as the list the schema takes (blank lines left out). */
export function authorsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The first message of a list field: the list's own, or one of its entries'. */
function listMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const entry of Object.values(error)) {
    const message = listMessage(entry);
    if (message) return message;
  }
  return undefined;
}

/**
 * The authors, one name per line: the text is kept as typed (a new line may be started), and the
 * form holds the names.
 */
function AuthorsField({ control }: { control: PublicationControl }) {
  const { t } = useTranslation('admin');
  const text = useValidationText();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'authors' });
  const [typed, setTyped] = useState(() => (Array.isArray(value) ? value.join('\n') : ''));
  return (
    <Field
      label={t('admin:publications.fields.authors')}
      hint={t('admin:publications.fields.authorsHint')}
      required
      {...(fieldState.error
        ? { validationState: 'error' as const, validationMessage: text(listMessage(fieldState.error)) }
        : {})}
    >
      <Textarea
        ref={ref}
        name={name}
        rows={3}
        resize="vertical"
        value={typed}
        onChange={(_event, data) => {
          setTyped(data.value);
          onChange(authorsFromText(data.value));
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** The themed collections the publication belongs to: a tick box each. */
function ThemesField({ control }: { control: PublicationControl }) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name: 'themes' });
  const chosen: PublicationTheme[] = Array.isArray(value) ? value : [];
  const toggle = (theme: PublicationTheme, on: boolean) =>
    onChange(on ? [...chosen.filter((other) => other !== theme), theme] : chosen.filter((other) => other !== theme));
  return (
    <Field label={t('admin:publications.fields.themes')} hint={t('admin:publications.fields.themesHint')}>
      <div role="group" className={styles.themes}>
        {PUBLICATION_THEMES.map((theme, index) => (
          <Checkbox
            key={theme}
            ref={index === 0 ? ref : undefined}
            label={t(`common:publicationThemes.${theme}`)}
            checked={chosen.includes(theme)}
            onChange={(_event, data) => toggle(theme, data.checked === true)}
            onBlur={onBlur}
          />
        ))}
      </div>
    </Field>
  );
}

/** A journal article also names its journal and issue: those fields show for that type only. */
function PublicationFields({ control }: { control: PublicationControl }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  const types = useCodeOptions('publicationTypes', PUBLICATION_TYPES);
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <SelectField
        control={control}
        name="type"
        label={t('admin:publications.fields.type')}
        required
        options={types}
        placeholder={t('admin:form.choose')}
      />
      <TitleAndText control={control} kind="publications" text="abstract" />
      <AuthorsField control={control} />
      {type === 'journal-article' ? (
        <div className={styles.pair}>
          <TextField control={control} name="journal" label={t('admin:publications.fields.journal')} required />
          <TextField
            control={control}
            name="journalIssue"
            label={t('admin:publications.fields.journalIssue')}
            hint={t('admin:publications.fields.journalIssueHint')}
          />
        </div>
      ) : null}
      <div className={styles.pair}>
        <DayField
          control={control}
          name="publishedOn"
          label={t('admin:publications.fields.publishedOn')}
          hint={t('admin:publications.fields.publishedOnHint')}
        />
        <NumberField control={control} name="pages" label={t('admin:publications.fields.pages')} min={1} />
      </div>
      <SwitchField
        control={control}
        name="upcoming"
        label={t('admin:publications.fields.upcoming')}
        hint={t('admin:publications.fields.upcomingHint')}
      />
      <ThemesField control={control} />
      <DocumentFields control={control} />
      <ImageField control={control} name="cover" label={t('admin:publications.fields.cover')} />
    </>
  );
}

export const publicationForm: ItemFormSpec<'publications', PublicationIn, PublicationPayload> = {
  kind: 'publications',
  schema: documentFormSchema(PublicationInputSchema),
  empty: () => ({
    title: '',
    abstract: '',
    authors: [],
    publishedOn: today(),
    upcoming: false,
    pages: null,
    journal: '',
    journalIssue: '',
    themes: [],
    cover: '',
    ...emptyDocumentValues(),
  }),
  toInput: (publication: ManagedPublication) => ({
    type: publication.type,
    title: publication.title,
    abstract: publication.abstract,
    authors: publication.authors,
    publishedOn: publication.publishedOn,
    upcoming: publication.upcoming,
    pages: publication.pages,
    journal: publication.journal ?? '',
    journalIssue: publication.journalIssue ?? '',
    themes: publication.themes,
    cover: publication.cover ?? '',
    ...documentValues(publication),
  }),
  fields: [
    'type',
    'title',
    'abstract',
    'authors',
    'publishedOn',
    'upcoming',
    'pages',
    'journal',
    'journalIssue',
    'themes',
    'cover',
    ...DOCUMENT_FIELDS,
  ],
  itemName: (publication) => publication.title,
  titles: { create: 'admin:publications.add', edit: 'admin:publications.edit' },
  Fields: PublicationFields,
};

const publicationsSpec: ResourceListSpec<'publications', PublicationIn, PublicationPayload> = {
  kind: 'publications',
  form: publicationForm,
  name: (publication) => publication.title,
  detail: (publication) => publication.authors.join(', '),
  useFacts: () => {
    const { t } = useTranslation(['admin', 'common']);
    return [
      codeColumn('type', t('admin:publications.columns.type'), '10rem', (publication) =>
        t(`common:publicationTypes.${publication.type}`),
      ),
      dayColumn('publishedOn', t('admin:publications.columns.publishedOn'), (publication) => publication.publishedOn),
      yesNoColumn('upcoming', t('admin:publications.columns.upcoming'), (publication) => publication.upcoming),
    ];
  },
  useFilters: () => [useCodeFilter('type', 'admin:publications.columns.type', 'publicationTypes', PUBLICATION_TYPES)],
};

/** /admin/publications: research papers, reports, journal articles and the titles in preparation. */
export function PublicationsScreen() {
  return <ResourceScreen spec={publicationsSpec} />;
}
