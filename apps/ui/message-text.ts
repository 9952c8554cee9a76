import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../shared/messages';

/** Fixed server texts an area translates: their key in `<namespace>:serverErrors`. */
export interface ServerTexts {
  namespace: string;
  keyOf: (message: string) => string | undefined;
}

/**
 * Translates a message for display: a shared-schema message by its key (`common:validation.*`),
 * then a fixed server text the area knows (`server`, declared once per module so the callback is
 * stable); any other text is shown as it is.
 */
export function useMessageText(server?: ServerTexts): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(server ? ['common', server.namespace] : ['common']);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = messageKey(message);
      if (key) return t(`common:validation.${key}`);
      const serverKey = server?.keyOf(message);
      return server && serverKey ? t(`${server.namespace}:serverErrors.${serverKey}`) : message;
    },
    [t, server],
  );
}
