import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tooltip,
  makeStyles,
  useRestoreFocusTarget,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOLTIP } from '../../../shared/constants';
import { useNotAvailable } from './page';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  item: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** The Add button of a content list; creating has no call yet, so it says so in a toast. */
export function AddButton({ label }: { label: string }) {
  const { t } = useTranslation('admin');
  const notAvailable = useNotAvailable();
  return (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => notAvailable(t('admin:notAvailable.add'))}>
      {label}
    </Button>
  );
}

/**
 * Edit and delete buttons of one content row. Edit explains it is not available yet; delete asks
 * 'Are you sure you want to delete this item?' (Yes / No) and, on Yes, explains the same: nothing
 * is deleted until content management arrives.
 */
export function RowActions({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notAvailable = useNotAvailable();
  const [confirming, setConfirming] = useState(false);
  // The dialog is opened from code, so focus is returned to the delete button explicitly.
  const restoreFocus = useRestoreFocusTarget();
  const editLabel = t('admin:actions.edit', { name });
  const deleteLabel = t('admin:actions.delete', { name });

  return (
    <div className={styles.actions}>
      <Tooltip content={editLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
        <Button appearance="subtle" icon={<EditRegular />} onClick={() => notAvailable(t('admin:notAvailable.edit'))} />
      </Tooltip>
      <Dialog open={confirming} onOpenChange={(_event, data) => setConfirming(data.open)}>
        <Tooltip content={deleteLabel} relationship="label" showDelay={TOOLTIP.openDelayMs}>
          <Button {...restoreFocus} appearance="subtle" icon={<DeleteRegular />} onClick={() => setConfirming(true)} />
        </Tooltip>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('admin:deleteDialog.title')}</DialogTitle>
            <DialogContent>
              <p className={styles.item}>{name}</p>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setConfirming(false)}>
                {t('admin:deleteDialog.no')}
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setConfirming(false);
                  notAvailable(t('admin:notAvailable.delete'));
                }}
              >
                {t('admin:deleteDialog.yes')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
