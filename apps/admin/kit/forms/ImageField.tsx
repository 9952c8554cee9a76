import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/api';
import { useUploadImage } from '../../queries/images';
import { asText, useFieldBinding, validation, type FieldBase } from './FormFields';
import { checkImageFile, previewable, type ImageFileProblem } from './image';

const useStyles = makeStyles({
  imageRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  imageInput: { flexGrow: 1, minWidth: '14rem' },
  preview: {
    display: 'block',
    maxWidth: '12rem',
    maxHeight: '8rem',
    marginTop: tokens.spacingVerticalS,
    objectFit: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  fileInput: { display: 'none' },
  status: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

const PROBLEM_KEYS: Record<ImageFileProblem, string> = {
  tooLarge: 'admin:form.image.tooLarge',
  wrongType: 'admin:form.image.wrongType',
};

/**
 * An image: an https address typed in, or a file uploaded with the button (checked for size and
 * type first), whose served URL then fills the field; a preview below. Upload problems (the
 * client's check, or the server's 413/415) show beside the field. `uploadPath`: where the file
 * goes (staff images unless given; a member's logo has its own route).
 */
export function ImageField<T extends FieldValues, V>({
  control,
  name,
  label,
  required,
  hint,
  uploadPath,
}: FieldBase<T, V> & { uploadPath?: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const {
    message: fieldMessage,
    input: { ref, name: fieldName, onBlur },
    value,
    onChange,
  } = useFieldBinding({ control, name, label });
  const upload = useUploadImage(uploadPath);
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  // A preview that failed to load is hidden until the address changes.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const address = asText(value).trim();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setUploaded(false);
    const problem = checkImageFile(file);
    if (problem) {
      setUploadError(t(PROBLEM_KEYS[problem]));
      return;
    }
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange(image.url);
        setUploaded(true);
      },
      onError: (error) => {
        const status = error instanceof ApiError ? error.status : 0;
        setUploadError(
          status === 413
            ? t(PROBLEM_KEYS.tooLarge)
            : status === 415
              ? t(PROBLEM_KEYS.wrongType)
              : t('admin:form.image.failed'),
        );
      },
    });
  };

  const message = uploadError ?? fieldMessage;
  return (
    <Field label={label} required={required} hint={hint ?? t('admin:form.image.hint')} {...validation(message)}>
      {(fieldProps) => (
        <div>
          <div className={styles.imageRow}>
            <Input
              {...fieldProps}
              ref={ref}
              name={fieldName}
              className={styles.imageInput}
              type="url"
              placeholder="https://"
              value={asText(value)}
              onChange={(_event, data) => {
                setUploadError(null);
                setUploaded(false);
                onChange(data.value);
              }}
              onBlur={onBlur}
            />
            <Button
              icon={upload.isPending ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
              disabledFocusable={upload.isPending}
              aria-describedby={statusId}
              onClick={() => fileInput.current?.click()}
            >
              {upload.isPending ? t('admin:form.image.uploading') : t('admin:form.image.upload')}
            </Button>
            <input
              ref={fileInput}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              tabIndex={-1}
              aria-hidden
              onChange={onFile}
            />
          </div>
          <span id={statusId} role="status" className={styles.status}>
            {uploaded ? t('admin:form.image.uploaded') : ''}
          </span>
          {previewable(address) && brokenSrc !== address ? (
            <img
              className={styles.preview}
              src={address}
              alt={t('admin:form.image.preview')}
              onError={() => setBrokenSrc(address)}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
