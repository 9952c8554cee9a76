import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session';

/**
 * On the account page of an account without staff access: that its role request waits for an
 * administrator (and what it asked for), or that there is none, so the near-empty admin area is
 * explained rather than puzzling.
 */
export function AccessNotice() {
  const { t } = useTranslation('admin');
  const { data: user } = useCurrentUser();
  if (user?.role !== 'registered') return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('admin:account.access.title')}</MessageBarTitle>
        {user.requestedRole
          ? t('admin:account.access.pending', { role: t(`admin:roles.${user.requestedRole}`) })
          : t('admin:account.access.none')}
      </MessageBarBody>
    </MessageBar>
  );
}
