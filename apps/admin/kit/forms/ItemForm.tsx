import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
  useFocusFinders,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentKind, ItemOfKind, PayloadOfKind } from '../../queries/content';
import { SubmitButton } from './FormFields';
import type { ItemFormSpec, UnsavedReport } from './item-form-spec';
import { useItemVersions } from './item-versions';
import { LanguageTabs, type ContentLanguage } from './LanguageTabs';
import { SaveProblemBar, type SaveProblem } from './SaveProblem';
import { useScrollEdges } from './scroll-edges';
import { TranslationForm, useTranslationEditor } from './TranslationEditor';
import { useItemEnglishForm } from './use-item-english-form';

const useStyles = makeStyles({
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

/** The English tab's form: the required note, the "now translate" note, the save problem, the fields. */
function EnglishForm<Item>({
  formId,
  created,
  problem,
  onLoadCurrent,
  onSubmit,
  children,
}: {
  formId: string;
  created: boolean;
  problem: SaveProblem<Item> | null;
  onLoadCurrent: (stored: Item) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The kind's fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <form id={formId} noValidate className={styles.fields} onSubmit={onSubmit}>
      <p className={styles.note}>{t('admin:form.requiredNote')}</p>
      {created ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('admin:form.createdNote')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <SaveProblemBar problem={problem} onLoadCurrent={onLoadCurrent} />
      {children}
    </form>
  );
}

/**
 * The create/edit form of one item, with a tab per language: English is the item's own form
 * (see `useItemEnglishForm`); Español and Svenska edit its translations (once it has been saved).
 * Each form keeps its values while the dialog is open, whichever tab is shown, and its version
 * (see `useItemVersions`).
 */
export function ItemForm<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
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
  const idPrefix = useId();
  const [tab, setTab] = useState<ContentLanguage>('en');
  const versions = useItemVersions(spec.kind, item);
  const [scrollBox, edges] = useScrollEdges<HTMLDivElement>();
  const body = useFocusOnArrival<HTMLDivElement>();
  const english = useItemEnglishForm({ spec, item, versions, onDone });
  const { current } = versions;
  const { Fields } = spec;

  const spanish = useTranslationEditor(versions.translationOf('es'));
  const swedish = useTranslationEditor(versions.translationOf('sv'));
  const translations = { es: spanish, sv: swedish };
  const dirty = {
    en: english.form.formState.isDirty,
    es: spanish.form.formState.isDirty,
    sv: swedish.form.formState.isDirty,
  };

  const unsaved = dirty.en || dirty.es || dirty.sv;
  useEffect(() => onUnsaved(unsaved), [onUnsaved, unsaved]);
  useEffect(() => () => onUnsaved(false), [onUnsaved]);

  const formId = `${idPrefix}-form`;
  const panelId = `${idPrefix}-panel`;
  const translation = tab === 'en' ? null : translations[tab];
  const pending = translation ? translation.pending : english.pending;
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
            <EnglishForm
              formId={formId}
              created={english.created}
              problem={english.problem}
              onLoadCurrent={english.loadCurrent}
              onSubmit={(event) => void english.form.handleSubmit(english.submit)(event)}
            >
              <Fields control={english.form.control} />
            </EnglishForm>
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
