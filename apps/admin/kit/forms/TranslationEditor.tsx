import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, type FieldPath, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validationMessages } from '../../../../shared/messages';
import {
  missingForReady,
  translatableFields,
  translationUpdateSchema,
  type ItemTranslation,
  type TranslatableField,
  type TranslationLanguage,
} from '../../../../shared/schemas/translations';
import { useNotify } from '../../../ui/toast';
import { useSaveTranslation, type ContentKind, type ItemOfKind } from '../../queries/content';
import { SwitchField } from './ChoiceFields';
import { TextAreaField, TextField, useValidationText } from './FormFields';
import { useTranslationLanguageName } from './LanguageTabs';
import { MarkdownField } from './MarkdownField';
import { SaveProblemBar, saveProblemOf, type SaveProblem } from './SaveProblem';

// The Spanish and Swedish texts of a member, event, article or resource, edited in the item's dialog: one
// form per language, each saved on its own (PUT …/translations/<language>) with the item's version.

/** What a translation form sends (without the version, which the dialog adds). */
const formSchema = (kind: ContentKind) => translationUpdateSchema(kind).omit({ version: true });
const formSchemas = new Map<ContentKind, ReturnType<typeof formSchema>>();
/** The kind's form schema, made once (the form's resolver is read on every render). */
function formSchemaOf(kind: ContentKind) {
  const known = formSchemas.get(kind);
  if (known) return known;
  const made = formSchema(kind);
  formSchemas.set(kind, made);
  return made;
}
type TranslationIn = z.input<ReturnType<typeof formSchema>>;
type TranslationOut = z.output<ReturnType<typeof formSchema>>;
export type TranslationFormApi = UseFormReturn<TranslationIn, unknown, TranslationOut>;

/** How each translated field is edited: one line, a plain text, or Markdown with its toolbar. */
const FIELD_INPUTS: { [K in ContentKind]: Record<TranslatableField<K>, 'line' | 'text' | 'markdown'> } = {
  members: { description: 'text', logoAlt: 'line' },
  events: { title: 'line', description: 'markdown', location: 'line', imageAlt: 'line' },
  news: { title: 'line', excerpt: 'text', content: 'markdown', imageAlt: 'line' },
  reports: { title: 'line', description: 'text' },
  guides: { title: 'line', description: 'text' },
  tools: { title: 'line', description: 'text' },
  publications: { title: 'line', abstract: 'text' },
  team: { role: 'line', bio: 'text' },
  agreements: { title: 'line', description: 'text' },
  'regulatory-updates': { title: 'line', description: 'text' },
  insights: { title: 'line', description: 'text', source: 'line' },
  tariffs: { title: 'line' },
  'compliance-sectors': { title: 'line', requirements: 'text', certification: 'text' },
  offices: { city: 'line', country: 'line' },
};

const useStyles = makeStyles({
  form: { display: 'grid', gridAutoRows: 'max-content', gap: tokens.spacingVerticalM },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS },
  reference: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    maxHeight: '8rem',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  referenceLabel: { fontWeight: tokens.fontWeightSemibold, marginRight: tokens.spacingHorizontalXS },
  empty: { fontStyle: 'italic' },
});

/** The stored translation as form values (unwritten fields as empty text). */
function formValues(kind: ContentKind, translation: ItemTranslation | undefined): TranslationIn {
  return {
    ready: translation?.ready ?? false,
    fields: Object.fromEntries(translatableFields(kind).map((field) => [field, translation?.fields[field] ?? ''])),
  };
}

/** The English text of a translated field of the item. */
function englishText(item: ItemOfKind[ContentKind], field: string): string {
  const value = (item as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** What the dialog tells a language's editor about the item. */
interface TranslationContext<K extends ContentKind> {
  kind: K;
  language: TranslationLanguage;
  /** The item as last read or saved; null while it is new (nothing to translate yet). */
  item: ItemOfKind[K] | null;
  /** The version this language's form is based on (sent with its save). */
  version: number;
  /** After a save: the item as stored now, and the version the save was sent with. */
  onSaved: (saved: ItemOfKind[K], sentVersion: number) => void;
  /** After "Load current version": the item as stored now. */
  onLoaded: (current: ItemOfKind[K]) => void;
}

/** One language's form, its save and what went wrong with it: kept by the dialog while it is open. */
export interface TranslationEditorState<K extends ContentKind> {
  form: TranslationFormApi;
  problem: SaveProblem<ItemOfKind[K]> | null;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  loadCurrent: (current: ItemOfKind[K]) => void;
}

/**
 * The state of one language's form. The dialog keeps it for as long as it is open, so switching
 * tabs never loses what was typed. Marking it ready needs every field the English text has (checked
 * here first, and by the server); a stale version gets the English form's conflict message.
 */
export function useTranslationEditor<K extends ContentKind>({
  kind,
  language,
  item,
  version,
  onSaved,
  onLoaded,
}: TranslationContext<K>): TranslationEditorState<K> {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const text = useValidationText();
  const languageName = useTranslationLanguageName();
  const save = useSaveTranslation(kind);
  const [problem, setProblem] = useState<SaveProblem<ItemOfKind[K]> | null>(null);
  const form = useForm<TranslationIn, unknown, TranslationOut>({
    resolver: zodResolver(formSchemaOf(kind)),
    defaultValues: formValues(kind, item?.translations[language]),
  });
  const fields = translatableFields(kind);
  const paths = fields.map((field): FieldPath<TranslationIn> => `fields.${field}`);

  // The shared message of a field a ready translation needs, in the admin's own words (shown as
  // they are: the field components translate only the shared English texts).
  const fieldMessage = (message: string) =>
    message === validationMessages.translationIncomplete ? t('admin:translations.incomplete') : message;
  const setFieldError: UseFormSetError<TranslationIn> = (name, error, options) =>
    form.setError(name, { ...error, message: error.message && fieldMessage(error.message) }, options);

  const submit = (values: TranslationOut) => {
    if (!item) return;
    setProblem(null);
    if (values.ready) {
      const english = Object.fromEntries(fields.map((field) => [field, englishText(item, field)]));
      const missing = missingForReady(english, values.fields);
      if (missing.length > 0) {
        missing.forEach((field, index) =>
          setFieldError(
            `fields.${field}`,
            { type: 'server', message: validationMessages.translationIncomplete },
            { shouldFocus: index === 0 },
          ),
        );
        return;
      }
    }
    const sentVersion = version;
    save.mutate(
      { id: item.id, language, version: sentVersion, ready: values.ready, fields: values.fields },
      {
        onSuccess: (saved) => {
          form.reset(formValues(kind, saved.translations[language]));
          onSaved(saved, sentVersion);
          notify({
            title: t('admin:translations.savedTitle'),
            description: t('admin:translations.savedText', { language: languageName(language) }),
          });
        },
        onError: (error) => setProblem(saveProblemOf<ItemOfKind[K], TranslationIn>(error, paths, setFieldError, text)),
      },
    );
  };

  return {
    form,
    problem,
    pending: save.isPending,
    onSubmit: (event) => void form.handleSubmit(submit)(event),
    loadCurrent: (current) => {
      form.reset(formValues(kind, current.translations[language]));
      onLoaded(current);
      setProblem({ type: 'loaded' });
    },
  };
}

/**
 * The fields of one language: each translated field under the English text it translates (read
 * only, and describing the field for screen readers), then "Ready to publish".
 */
export function TranslationForm<K extends ContentKind>({
  kind,
  language,
  item,
  editor,
  formId,
}: {
  kind: K;
  language: TranslationLanguage;
  item: ItemOfKind[K];
  editor: TranslationEditorState<K>;
  formId: string;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const languageName = useTranslationLanguageName();
  const { control } = editor.form;
  const inputs = FIELD_INPUTS[kind] as Record<string, 'line' | 'text' | 'markdown'>;
  const state = item.translations[language].state;

  return (
    <form id={formId} noValidate className={styles.form} onSubmit={editor.onSubmit}>
      <p className={styles.note}>{t('admin:translations.intro', { language: languageName(language) })}</p>
      <SaveProblemBar problem={editor.problem} onLoadCurrent={editor.loadCurrent} />
      {state === 'stale' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('admin:translations.staleText')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {translatableFields(kind).map((field) => {
        const english = englishText(item, field);
        const referenceId = `${formId}-${field}-en`;
        const label = t(`admin:${kind}.fields.${field}`);
        const name = `fields.${field}` as const;
        const input = inputs[field];
        return (
          <div key={field} className={styles.field}>
            <p id={referenceId} className={styles.reference}>
              <span className={styles.referenceLabel}>{t('admin:translations.englishText')}</span>
              {english ? (
                <span lang="en">{english}</span>
              ) : (
                <span className={styles.empty}>{t('admin:translations.englishEmpty')}</span>
              )}
            </p>
            {input === 'markdown' ? (
              <MarkdownField
                control={control}
                name={name}
                label={label}
                hint={t('admin:common.markdownHint')}
                describedBy={referenceId}
                lang={language}
              />
            ) : input === 'text' ? (
              <TextAreaField
                control={control}
                name={name}
                label={label}
                rows={3}
                describedBy={referenceId}
                lang={language}
              />
            ) : (
              <TextField control={control} name={name} label={label} describedBy={referenceId} lang={language} />
            )}
          </div>
        );
      })}
      <SwitchField
        control={control}
        name="ready"
        label={t('admin:translations.ready')}
        hint={t('admin:translations.readyHint')}
      />
    </form>
  );
}
