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
  tokens,
} from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/api';
import { useAdminItem, type ContentKind, type PayloadOfKind } from '../../queries/content';
import { ConfirmDialog } from '../ConfirmDialog';
import { FadingDialog } from '../FadingDialog';
import type { ItemFormSpec, UnsavedReport } from './item-form-spec';
import { ItemForm } from './ItemForm';

// The content screens and each kind's form description import ItemFormSpec from the dialog they open.
export type { ItemFormSpec } from './item-form-spec';

/** Which dialog is open: a new item, or an item by id. `key` makes every opening a fresh form. */
export type DialogTarget = { mode: 'create'; key: number } | { mode: 'edit'; id: number; key: number };

let openings = 0;
/** A target for opening the dialog (each call a new key). */
export const createTarget = (): DialogTarget => ({ mode: 'create', key: (openings += 1) });
export const editTarget = (id: number): DialogTarget => ({ mode: 'edit', id, key: (openings += 1) });

const useStyles = makeStyles({
  surface: { maxWidth: '44rem', width: 'calc(100vw - 32px)' },
  state: { display: 'grid', justifyItems: 'center', padding: `${tokens.spacingVerticalXXL} 0` },
});

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
