import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { useValidationText } from './forms/FormFields';

/**
 * The toast of a failed change. Its text: the translation key `known` when the caller knows this
 * failure better than the server's words, else the server's reason (translated when it is a known
 * text), else 'try again'.
 */
export function useFailureToast() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const text = useValidationText();
  return (title: string, error: Error, known?: string) =>
    notify({
      title,
      description: known ? t(known) : (text(serverMessage(error)) ?? t('admin:actions.tryAgain')),
      variant: 'destructive',
    });
}
