import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AdminDialogSurface } from '../connection/ConnectionBanner';

const useStyles = makeStyles({
  item: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  text: { margin: `${tokens.spacingVerticalS} 0 0` },
  only: { margin: 0 },
});

/**
 * What cannot be undone from here (cancelling someone's place, erasing a person's data) says so by
 * its colour too: `useDestructiveStyles().button` on the confirming button.
 */
export const useDestructiveStyles = makeStyles({
  button: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerBackground3Hover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerBackground3Pressed,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

/**
 * The admin's one confirmation dialog (delete an item, remove a subscriber, deactivate or delete a
 * user, discard a form's changes): the question, the item's name if there is one, an optional note,
 * Cancel/No and the confirming button with a spinner while the change runs. Cancel comes first, so
 * it has focus when the dialog opens and Escape means Cancel too. It is opened from code, so the
 * button that opens it must be a restore-focus target (`useRestoreFocusTarget`) for focus to return
 * there.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  name,
  text,
  confirm,
  cancel,
  pending,
  onConfirm,
  destructive = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The item the question is about, if any (shown in bold under the question). */
  name?: string;
  text?: string;
  confirm: string;
  cancel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The confirming button in the danger colour (the change cannot be undone here). */
  destructive?: boolean;
}) {
  const styles = useStyles();
  const destructiveStyles = useDestructiveStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <AdminDialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {name ? <p className={styles.item}>{name}</p> : null}
            {text ? <p className={name ? styles.text : styles.only}>{text}</p> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              {cancel}
            </Button>
            <Button
              appearance="primary"
              className={destructive ? destructiveStyles.button : undefined}
              disabledFocusable={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
              onClick={onConfirm}
            >
              {confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </AdminDialogSurface>
    </Dialog>
  );
}
