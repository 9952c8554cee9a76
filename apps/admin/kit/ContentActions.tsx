import { Button, Spinner, Tooltip, makeStyles, useRestoreFocusTarget, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUndoRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOLTIP } from '../../../shared/constants';
import { ApiError, serverMessage } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { useDeleteItem, useRestoreItem, type ContentKind, type DeletableKind } from '../queries/content';
import { useValidationText } from './forms/FormFields';
import { ConfirmDialog } from './ConfirmDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/**
 * Returns `mark`: call it when a write will make this row leave the list. If the row goes while
 * one of its buttons had focus, focus moves to the screen's heading instead of being lost.
 */
export function useFocusAfterRemoval(): () => void {
  const marked = useRef(false);
  useEffect(
    () => () => {
      if (!marked.current) return;
      const active = document.activeElement;
      if (!active || active === document.body) document.querySelector<HTMLElement>('#admin-main h1')?.focus();
    },
    [],
  );
  return () => {
    marked.current = true;
  };
}

/**
 * A row's delete (or remove) button: the icon button, labelled by its tooltip, asks first in the
 * confirmation dialog, then DELETE /api/admin/{kind}/:id; a toast says how it went (a 404: the row
 * was already gone). The row leaves the list, and focus that was on it goes to the heading.
 */
export function ConfirmedDeleteButton({
  kind,
  id,
  label,
  dialog,
  done,
  failed,
}: {
  kind: DeletableKind;
  id: number;
  label: string;
  dialog: { title: string; name: string; text?: string; confirm: string; cancel: string };
  done: { title: string; description: string };
  failed: { title: string; gone: string };
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const text = useValidationText();
  const remove = useDeleteItem(kind);
  const willLeave = useFocusAfterRemoval();
  const restoreFocus = useRestoreFocusTarget();
  const [confirming, setConfirming] = useState(false);

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        willLeave();
        setConfirming(false);
        notify(done);
      },
      onError: (error) => {
        setConfirming(false);
        notify({
          title: failed.title,
          description:
            error instanceof ApiError && error.status === 404
              ? failed.gone
              : (text(serverMessage(error)) ?? t('admin:actions.tryAgain')),
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <Tooltip content={label} relationship="label" showDelay={TOOLTIP.openDelayMs}>
        <Button {...restoreFocus} appearance="subtle" icon={<DeleteRegular />} onClick={() => setConfirming(true)} />
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        {...dialog}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

/** The Add button of a content list: opens the create dialog, which returns focus here. */
export function AddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  const restoreFocus = useRestoreFocusTarget();
  return (
    <Button {...restoreFocus} appearance="primary" icon={<AddRegular />} onClick={onAdd}>
      {label}
    </Button>
  );
}

/**
 * The buttons of one content row. In the list: Edit (opens the edit dialog) and Delete, which asks
 * 'Are you sure you want to delete this item?' (Yes / No) and then deletes (an admin can restore).
 * Among deleted items: Restore.
 */
export function RowActions({
  kind,
  id,
  name,
  deleted,
  onEdit,
}: {
  kind: ContentKind;
  id: number;
  name: string;
  /** The row is listed among the deleted items: only Restore. */
  deleted: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const text = useValidationText();
  const restore = useRestoreItem(kind);
  const willLeave = useFocusAfterRemoval();
  // The edit dialog is opened from code, so focus is returned to its button explicitly.
  const restoreFocus = useRestoreFocusTarget();

  if (deleted) {
    const onRestore = () =>
      restore.mutate(id, {
        onSuccess: () => {
          willLeave();
          notify({ title: t('admin:actions.restoredTitle'), description: t('admin:actions.restoredText', { name }) });
        },
        onError: (error) =>
          notify({
            title: t('admin:actions.restoreFailed'),
            description:
              error instanceof ApiError && error.status === 404
                ? t('admin:form.goneText')
                : (text(serverMessage(error)) ?? t('admin:actions.tryAgain')),
            variant: 'destructive',
          }),
      });
    return (
      <Button
        size="small"
        icon={restore.isPending ? <Spinner size="tiny" /> : <ArrowUndoRegular />}
        aria-label={t('admin:actions.restoreLabel', { name })}
        disabledFocusable={restore.isPending}
        onClick={onRestore}
      >
        {t('admin:actions.restore')}
      </Button>
    );
  }

  const editLabel = t('admin:actions.edit', { name });
  return (
    <div className={styles.actions}>
      <Tooltip content={editLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
        <Button {...restoreFocus} appearance="subtle" icon={<EditRegular />} onClick={onEdit} />
      </Tooltip>
      <ConfirmedDeleteButton
        kind={kind}
        id={id}
        label={t('admin:actions.delete', { name })}
        dialog={{
          title: t('admin:deleteDialog.title'),
          name,
          confirm: t('admin:deleteDialog.yes'),
          cancel: t('admin:deleteDialog.no'),
        }}
        done={{ title: t('admin:actions.deletedTitle'), description: t('admin:actions.deletedText', { name }) }}
        failed={{ title: t('admin:actions.deleteFailed'), gone: t('admin:form.goneText') }}
      />
    </div>
  );
}
