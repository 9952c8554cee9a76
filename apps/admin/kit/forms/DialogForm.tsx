import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SubmitButton, type FormFrameProps } from './FormFields';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalXS },
});

/**
 * A form that fills a dialog: its title, the fields, the submitting button (a spinner while the
 * request runs) and Cancel, which closes the dialog.
 */
export function DialogForm({ title, submitLabel, pending, onSubmit, children }: FormFrameProps) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.form}>{children}</DialogContent>
        <DialogActions>
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
          <DialogTrigger disableButtonEnhancement action="close">
            <Button appearance="secondary">{t('admin:common.cancel')}</Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
