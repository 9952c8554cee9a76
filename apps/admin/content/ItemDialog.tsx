import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentType } from 'react';
import { useForm, type Control, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, connectionProblemOf } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { useAdminItem, useSaveItem, type ContentKind, type ItemOfKind, type PayloadOfKind } from '../admin-queries';
import { SubmitButton, useValidationText } from './FormFields';
import { FadingDialog } from '../screens/FadingDialog';
import { useScrollEdges } from './scroll-edges';
import { splitServerFields } from './server-fields';

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
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  state: { display: 'grid', justifyItems: 'center', padding: `${tokens.spacingVerticalXXL} 0` },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Why the last save did not go through, shown at the top of the form. */
type Problem<Item> =
  | { type: 'invalid'; details: string[] }
  | { type: 'conflict'; current: Item | null }
  | { type: 'loaded' }
  | { type: 'gone' }
  | { type: 'failed'; message: string | undefined };

function isItem(value: unknown): value is { id: number; version: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

/**
 * The create/edit form of one item: validated with the shared schema; the server's field messages
 * shown beside the fields; a stale version (409) explained, with the current version one click away.
 */
function ItemForm<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
  item,
  onDone,
}: {
  spec: ItemFormSpec<K, In, Out>;
  item: ItemOfKind[K] | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const text = useValidationText();
  const save = useSaveItem(spec.kind);
  const [version, setVersion] = useState(item?.version ?? 0);
  const [problem, setProblem] = useState<Problem<ItemOfKind[K]> | null>(null);
  const [scrollBox, edges] = useScrollEdges<HTMLDivElement>();
  const { control, handleSubmit, reset, setError } = useForm<In, unknown, Out>({
    resolver: zodResolver(spec.schema),
    defaultValues: item ? (spec.toInput(item) as DefaultValues<In>) : spec.empty(),
  });
  const { Fields } = spec;

  const onError = (error: Error) => {
    // An unreachable server or an expired session: the connection banner says so and offers the way
    // out (Retry, Sign in again); the form keeps its values for the next Save.
    if (connectionProblemOf(error)) {
      setProblem(null);
      return;
    }
    const status = error instanceof ApiError ? error.status : 0;
    const body = error instanceof ApiError ? error.body : undefined;
    if (status === 400 && error instanceof ApiError && error.fields) {
      const { beside, other } = splitServerFields(error.fields, spec.fields);
      beside.forEach(([name, message], index) =>
        setError(name as FieldPath<In>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setProblem({ type: 'invalid', details: other.map((message) => text(message) ?? message) });
    } else if (status === 409) {
      const current = body?.current;
      setProblem({ type: 'conflict', current: isItem(current) ? (current as ItemOfKind[K]) : null });
    } else if (status === 404) {
      setProblem({ type: 'gone' });
    } else {
      setProblem({ type: 'failed', message: error instanceof ApiError ? text(error.serverMessage) : undefined });
    }
  };

  const submit = (payload: Out) => {
    setProblem(null);
    save.mutate(item ? { id: item.id, version, payload } : { payload }, {
      onSuccess: (saved) => {
        const name = spec.itemName(saved);
        notify(
          item
            ? { title: t('admin:form.savedTitle'), description: t('admin:form.savedText', { name }) }
            : { title: t('admin:form.createdTitle'), description: t('admin:form.createdText', { name }) },
        );
        onDone();
      },
      onError,
    });
  };

  const loadCurrent = (current: ItemOfKind[K]) => {
    reset(spec.toInput(current));
    setVersion(current.version);
    setProblem({ type: 'loaded' });
  };

  let bar = null;
  if (problem?.type === 'invalid') {
    bar = (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.invalidTitle')}</MessageBarTitle>
          {t('admin:form.invalidText')}
          {problem.details.length > 0 ? (
            <ul className={styles.list}>
              {problem.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (problem?.type === 'conflict') {
    const { current } = problem;
    bar = (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.conflictTitle')}</MessageBarTitle>
          {t('admin:form.conflictText')}
        </MessageBarBody>
        {current ? (
          <MessageBarActions>
            <Button onClick={() => loadCurrent(current)}>{t('admin:form.loadCurrent')}</Button>
          </MessageBarActions>
        ) : null}
      </MessageBar>
    );
  } else if (problem?.type === 'loaded') {
    bar = (
      <MessageBar intent="info">
        <MessageBarBody>{t('admin:form.loadedText')}</MessageBarBody>
      </MessageBar>
    );
  } else if (problem?.type === 'gone') {
    bar = (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.goneTitle')}</MessageBarTitle>
          {t('admin:form.goneText')}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (problem?.type === 'failed') {
    bar = (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.failedTitle')}</MessageBarTitle>
          {problem.message ?? t('admin:form.failedText')}
        </MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <DialogBody>
        <DialogTitle>{t(item ? spec.titles.edit : spec.titles.create)}</DialogTitle>
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
          <p className={styles.note}>{t('admin:form.requiredNote')}</p>
          {bar}
          <Fields control={control} />
        </DialogContent>
        <DialogActions>
          <SubmitButton pending={save.isPending}>
            {save.isPending ? t('admin:form.saving') : t('admin:form.save')}
          </SubmitButton>
          <DialogTrigger disableButtonEnhancement action="close">
            <Button appearance="secondary">{t('admin:form.cancel')}</Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/** The edit form once the item's current version has been read (spinner before, a message if it fails). */
function EditItem<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
  id,
  onDone,
}: {
  spec: ItemFormSpec<K, In, Out>;
  id: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const query = useAdminItem(spec.kind, id);
  if (query.data) return <ItemForm spec={spec} item={query.data} onDone={onDone} />;
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
 * The create/edit dialog of a content list. Focus goes to the first field when it opens and back
 * to the button that opened it when it closes (the opening buttons are restore-focus targets).
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
  const styles = useStyles();
  return (
    <FadingDialog value={target} onClose={onClose} className={styles.surface}>
      {(shown) =>
        shown.mode === 'edit' ? (
          <EditItem key={shown.key} spec={spec} id={shown.id} onDone={onClose} />
        ) : (
          <ItemForm key={shown.key} spec={spec} item={null} onDone={onClose} />
        )
      }
    </FadingDialog>
  );
}
