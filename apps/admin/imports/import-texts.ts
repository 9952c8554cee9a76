import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../../../shared/schemas/imports';
import { importMessageKey } from './import-queries';

/** A server message in the admin's language (shared validation texts and the import's own), else as sent. */
export function useServerText() {
  const { t } = useTranslation(['admin', 'common']);
  return (message: string) => {
    const key = importMessageKey(message);
    return key ? t(key) : message;
  };
}

/** The field's name in the admin's language. */
export function useFieldLabel(kind: ImportKind) {
  const { t } = useTranslation('admin');
  return (field: string) =>
    field === 'row' ? t('admin:imports.wholeRow') : t(`admin:imports.fields.${kind}.${field}`);
}
