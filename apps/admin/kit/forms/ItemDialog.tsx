import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
  useFocusFinders,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useForm, type Control, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TranslationLanguage } from '../../../../shared/schemas/translations';
import { ApiError } from '../../../ui/api';
import { useNotify } from '../../../ui/toast';
import {
  useAdminItem,
  useSaveItem,
  type ContentKind,
  type ItemOfKind,
  type PayloadOfKind,
} from '../../queries/content';
import { SubmitButton, useValidationText } from './FormFields';
import { ConfirmDialog } from '../ConfirmDialog';
import { FadingDialog } from '../FadingDialog';
import { CONTENT_LANGUAGES, LanguageTabs, type ContentLanguage } from './LanguageTabs';
import { SaveProblemBar, saveProblemOf, type SaveProblem } from './SaveProblem';
import { useScrollEdges } from './scroll-edges';
import { TranslationForm, useTranslationEditor } from './TranslationEditor';

/** How one kind's create/edit form is made: its schema (the server's), fields and conversions. */
export interface ItemFormSpec<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]> {
  kind: K;
  /** The shared input schema the server validates with. */
  schema: z.ZodType<Out, In>;
  /** The values of a new item (selects without a value show their placeholder). */
  empty: () => DefaultValues<In>;
  /** A stored item as form values (nulls as empty text). */
  toInput: (item: ItemOfKind[K]) => In;
  /** The form's fields: a server message for one of them is shown beside it. */
  fields: readonly FieldPath<In>[];
  /** The item's name in messages (a member's name, an event's or article's title). */
  itemName: (item: ItemOfKind[K]) => string;
  /** Translation keys of the dialog titles. */
  titles: { create: string; edit: string };
  Fields: ComponentType<{ control: Control<In, unknown, Out> }>;
}

/** Which dialog is open: a new item, or an item by id. `key` makes every opening a fresh form. */
export type DialogTarget = { mode: 'create'; key: number } | { mode: 'edit'; id: number; key: number };

let openings = 0;
/** A target for opening the dialog (each call a new key). */
export const createTarget = (): DialogTarget => ({ mode: 'create', key: (openings += 1) });
export const editTarget = (id: number): DialogTarget => ({ mode: 'edit', id, key: (openings += 1) });

const useStyles = makeStyles({
  surface: { maxWidth: '44rem', width: 'calc(100vw - 32px)' },
  content: {
    display: 'grid',
    // Rows as tall as their content: in the scrolling dialog body, auto rows shrank a wrapped
    // message bar, which then overlapped the first field and its button could not be clicked.
    gridAutoRows: 'max-content',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    // The actions stay in view while the fields scroll: a divider and a shadow at an edge say that
    // more fields lie beyond it (overlay scrollbars show nothing until one scrolls).
    borderTop: `${tokens.strokeWidthThin} solid transparent`,
    borderBottom: `${tokens.strokeWidthThin} solid transparent`,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFast,
  },
  moreAbove: {
    borderTopColor: tokens.colorNeutralStroke1,
    boxShadow: `inset 0 ${tokens.spacingVerticalS} ${tokens.spacingVerticalS} calc(-1 * ${tokens.spacingVerticalS}) ${tokens.colorNeutralShadowKey}`,
  },
  moreBelow: {
    borderBottomColor: tokens.colorNeutralStroke1,
    boxShadow: `inset 0 calc(-1 * ${tokens.spacingVerticalS}) ${tokens.spacingVerticalS} calc(-1 * ${tokens.spacingVerticalS}) ${tokens.colorNeutralShadowKey}`,
  },
  moreBoth: {
    boxShadow: [
      `inset 0 ${tokens.spacingVerticalS} ${tokens.spacingVerticalS} calc(-1 * ${tokens.spacingVerticalS}) ${tokens.colorNeutralShadowKey}`,
      `inset 0 calc(-1 * ${tokens.spacingVerticalS}) ${tokens.spacingVerticalS} calc(-1 * ${tokens.spacingVerticalS}) ${tokens.colorNeutralShadowKey}`,
    ].join(', '),
  },
  fields: { display: 'grid', gridAutoRows: 'max-content', gap: tokens.spacingVerticalM },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  state: { display: 'grid', justifyItems: 'center', padding: `${tokens.spacingVerticalXXL} 0` },
});

/**
 * Moves focus to the form's first control when it appears and focus is not in it: an edit dialog
 * opens on a loading state (its Cancel button focused), which the form then replaces, and focus
 * would fall to the page behind the dialog, out of reach of the keyboard and hidden from screen
 * readers. Returns the ref for the form's root.
 */
function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { findFirstFocusable } = useFocusFinders();
  useEffect(() => {
    const root = ref.current;
    if (!root || root.contains(document.activeElement)) return;
    findFirstFocusable(root)?.focus();
  }, [findFirstFocusable]);
  return ref;
}

/** Each form's version: the one it was read at, moved on by this dialog's own saves. */
type FormVersions = Record<ContentLanguage, number>;

/** Tells the dialog whether any of the form's languages holds unsaved changes. */
type UnsavedReport = (unsaved: boolean) => void;

/**
 * The create/edit form of one item, with a tab per language: English is the item's own form,
 * validated with the shared schema; Español and Svenska edit its translations (once it has been
 * saved). Each form keeps its values while the dialog is open, whichever tab is shown. The server's
 * field messages show beside the fields; a stale version (409) is explained, with the current
 * version one click away.
 *
 * Optimistic locking covers the whole item, so every save moves its version. Each form remembers
 * the version it was read at; a save here moves on the forms read at the version it was sent with
 * (nothing else changed since), so the next save of another language goes through, while a form
 * read before someone else's change still gets the conflict message.
 *
 * A new item, once saved, stays in the dialog as the stored item (its edit form at its new version)
 * so that its translations can be written next; saving an existing item closes the dialog.
 */
function ItemForm<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
  item,
  onDone,
  onUnsaved,
}: {
  spec: ItemFormSpec<K, In, Out>;
  item: ItemOfKind[K] | null;
  onDone: () => void;
  onUnsaved: UnsavedReport;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const text = useValidationText();
  const save = useSaveItem(spec.kind);
  const idPrefix = useId();
  const [tab, setTab] = useState<ContentLanguage>('en');
  // The item as last read or saved here: the tabs' marks and the translations' English text.
  const [current, setCurrent] = useState(item);
  const [versions, setVersions] = useState<FormVersions>(() => {
    const version = item?.version ?? 0;
    return { en: version, es: version, sv: version };
  });
  const [problem, setProblem] = useState<SaveProblem<ItemOfKind[K]> | null>(null);
  // Set once a new item has been saved here: the form now edits it, and a note says the
  // translation tabs can be used.
  const [created, setCreated] = useState(false);
  const [scrollBox, edges] = useScrollEdges<HTMLDivElement>();
  const body = useFocusOnArrival<HTMLDivElement>();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<In, unknown, Out>({
    resolver: zodResolver(spec.schema),
    defaultValues: item ? (spec.toInput(item) as DefaultValues<In>) : spec.empty(),
  });
  const { Fields } = spec;

  const onTranslationSaved = (saved: ItemOfKind[K], sentVersion: number) => {
    setCurrent(saved);
    setVersions((known) => {
      const next = { ...known };
      for (const language of CONTENT_LANGUAGES) if (known[language] === sentVersion) next[language] = saved.version;
      return next;
    });
  };
  const loadedInto = (language: ContentLanguage) => (stored: ItemOfKind[K]) => {
    setCurrent(stored);
    setVersions((known) => ({ ...known, [language]: stored.version }));
  };
  const translationOf = (language: TranslationLanguage) => ({
    kind: spec.kind,
    language,
    item: current,
    version: versions[language],
    onSaved: onTranslationSaved,
    onLoaded: loadedInto(language),
  });
  const spanish = useTranslationEditor(translationOf('es'));
  const swedish = useTranslationEditor(translationOf('sv'));
  const translations = { es: spanish, sv: swedish };
  const dirty = { en: isDirty, es: spanish.form.formState.isDirty, sv: swedish.form.formState.isDirty };

  const unsaved = dirty.en || dirty.es || dirty.sv;
  useEffect(() => onUnsaved(unsaved), [onUnsaved, unsaved]);
  useEffect(() => () => onUnsaved(false), [onUnsaved]);

  const submit = (payload: Out) => {
    setProblem(null);
    setCreated(false);
    // After a new item's first save, `current` is the stored item: saving again updates it.
    const stored = current;
    save.mutate(stored ? { id: stored.id, version: versions.en, payload } : { payload }, {
      onSuccess: (saved) => {
        const name = spec.itemName(saved);
        if (stored) {
          notify({ title: t('admin:form.savedTitle'), description: t('admin:form.savedText', { name }) });
          onDone();
          return;
        }
        notify({ title: t('admin:form.createdTitle'), description: t('admin:form.createdText', { name }) });
        reset(spec.toInput(saved));
        setCurrent(saved);
        setVersions({ en: saved.version, es: saved.version, sv: saved.version });
        setCreated(true);
      },
      onError: (error) => setProblem(saveProblemOf<ItemOfKind[K], In>(error, spec.fields, setError, text)),
    });
  };

  const loadCurrent = (stored: ItemOfKind[K]) => {
    reset(spec.toInput(stored));
    loadedInto('en')(stored);
    setProblem({ type: 'loaded' });
  };

  const formId = `${idPrefix}-form`;
  const panelId = `${idPrefix}-panel`;
  const translation = tab === 'en' ? null : translations[tab];
  const pending = translation ? translation.pending : save.isPending;
  let submitLabel = t('admin:form.save');
  if (pending) submitLabel = t('admin:form.saving');
  else if (translation) submitLabel = t('admin:translations.save');

  return (
    <DialogBody ref={body}>
      <DialogTitle>{t(current ? spec.titles.edit : spec.titles.create)}</DialogTitle>
      <DialogContent
        ref={scrollBox}
        className={mergeClasses(
          styles.content,
          edges.above && styles.moreAbove,
          edges.below && styles.moreBelow,
          edges.above && edges.below && styles.moreBoth,
        )}
        data-more-above={edges.above}
        data-more-below={edges.below}
      >
        <LanguageTabs
          value={tab}
          onSelect={setTab}
          translations={current?.translations ?? null}
          dirty={dirty}
          idPrefix={idPrefix}
          panelId={panelId}
        />
        <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${tab}`}>
          {/* Only the shown tab's fields are on the page; every form keeps its values meanwhile. */}
          {translation && current && tab !== 'en' ? (
            <TranslationForm kind={spec.kind} language={tab} item={current} editor={translation} formId={formId} />
          ) : (
            <form
              id={formId}
              noValidate
              className={styles.fields}
              onSubmit={(event) => void handleSubmit(submit)(event)}
            >
              <p className={styles.note}>{t('admin:form.requiredNote')}</p>
              {created ? (
                <MessageBar intent="success">
                  <MessageBarBody>{t('admin:form.createdNote')}</MessageBarBody>
                </MessageBar>
              ) : null}
              <SaveProblemBar problem={problem} onLoadCurrent={loadCurrent} />
              <Fields control={control} />
            </form>
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <SubmitButton form={formId} pending={pending}>
          {submitLabel}
        </SubmitButton>
        <DialogTrigger disableButtonEnhancement action="close">
          <Button appearance="secondary">{t('admin:form.cancel')}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}

/** The edit form once the item's current version has been read (spinner before, a message if it fails). */
function EditItem<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
  id,
  onDone,
  onUnsaved,
}: {
  spec: ItemFormSpec<K, In, Out>;
  id: number;
  onDone: () => void;
  onUnsaved: UnsavedReport;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const query = useAdminItem(spec.kind, id);
  if (query.data) return <ItemForm spec={spec} item={query.data} onDone={onDone} onUnsaved={onUnsaved} />;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  return (
    <DialogBody>
      <DialogTitle>{t(spec.titles.edit)}</DialogTitle>
      <DialogContent>
        {query.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{gone ? t('admin:form.goneTitle') : t('admin:common.error')}</MessageBarTitle>
              {gone ? t('admin:form.goneText') : t('admin:common.loadFailed')}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <div className={styles.state}>
            <Spinner label={t('admin:common.loading')} />
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <DialogTrigger disableButtonEnhancement action="close">
          <Button appearance="secondary">{t('admin:form.cancel')}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}

/**
 * The create/edit dialog of a content list. Focus goes to its first control when it opens (the
 * English tab) and back to the button that opened it when it closes (the opening buttons are
 * restore-focus targets).
 *
 * Escape, Cancel and a click beside the dialog close it at once while nothing is typed; with unsaved
 * changes in any language it asks first, Keep editing (or Escape) giving focus back to where it was.
 */
export function ItemDialog<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
  target,
  onClose,
}: {
  spec: ItemFormSpec<K, In, Out>;
  target: DialogTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const unsaved = useRef(false);
  const onUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const [asking, setAsking] = useState(false);
  // Where focus was when closing was asked for (a field, Cancel): it goes back there to keep editing.
  const focusBefore = useRef<HTMLElement | null>(null);

  const requestClose = () => {
    if (!unsaved.current) {
      onClose();
      return;
    }
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  };
  const keepEditing = () => {
    setAsking(false);
    // The question was opened from code: nothing else knows where focus was when it opened.
    if (focusBefore.current?.isConnected) focusBefore.current.focus();
  };
  const discard = () => {
    setAsking(false);
    onClose();
  };

  return (
    <FadingDialog value={target} onClose={requestClose} className={styles.surface}>
      {(shown) => (
        <>
          {shown.mode === 'edit' ? (
            <EditItem key={shown.key} spec={spec} id={shown.id} onDone={onClose} onUnsaved={onUnsaved} />
          ) : (
            <ItemForm key={shown.key} spec={spec} item={null} onDone={onClose} onUnsaved={onUnsaved} />
          )}
          <ConfirmDialog
            open={asking}
            onOpenChange={(open) => (open ? undefined : keepEditing())}
            title={t('admin:form.discardTitle')}
            text={t('admin:form.discardText')}
            cancel={t('admin:form.keepEditing')}
            confirm={t('admin:form.discard')}
            pending={false}
            onConfirm={discard}
            destructive
          />
        </>
      )}
    </FadingDialog>
  );
}
