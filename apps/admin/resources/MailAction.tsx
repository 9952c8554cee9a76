import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { MailArrowUpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ManagedRegulatoryUpdate } from '../../../shared/resources';
import { ApiError, serverMessage } from '../../ui/api';
import { formatTableDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { useMailRegulatoryUpdate } from './resource-queries';
import { useValidationText } from '../kit/forms/FormFields';
import { ConfirmDialog } from '../kit/ConfirmDialog';

const useStyles = makeStyles({
  mailed: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
});

/** What the confirmation says before an update is mailed: who will receive it, and that it goes once. */
export function mailConfirmTexts(t: TFunction, update: ManagedRegulatoryUpdate) {
  return {
    title: t('admin:regulatory-updates.mail.title'),
    name: update.title,
    text: t('admin:regulatory-updates.mail.text', { region: t(`common:regions.${update.region}`) }),
    confirm: t('admin:regulatory-updates.mail.confirm'),
    cancel: t('admin:form.cancel'),
  };
}

/**
 * A regulatory update's "Mail to subscribers": asks first (the region's confirmed subscribers will be
 * e-mailed), then POST …/mail; a mailed update says when instead. A 409 (mailed meanwhile,
 * perhaps by someone else) shows the server's reason.
 */
export function MailAction({ update }: { update: ManagedRegulatoryUpdate }) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const text = useValidationText();
  const mail = useMailRegulatoryUpdate();
  const restoreFocus = useRestoreFocusTarget();
  const [confirming, setConfirming] = useState(false);

  if (update.mailedAt) {
    return (
      <span className={styles.mailed}>
        {t('admin:regulatory-updates.mail.mailed', { date: formatTableDate(update.mailedAt) })}
      </span>
    );
  }

  const onConfirm = () =>
    mail.mutate(update.id, {
      onSuccess: ({ recipients }) => {
        setConfirming(false);
        notify({
          title: t('admin:regulatory-updates.mail.doneTitle'),
          description: t('admin:regulatory-updates.mail.doneText', { name: update.title, count: recipients }),
        });
      },
      onError: (error) => {
        setConfirming(false);
        const conflict = error instanceof ApiError && error.status === 409;
        notify({
          title: t('admin:regulatory-updates.mail.failed'),
          description:
            (conflict ? text(serverMessage(error)) : undefined) ??
            (error instanceof ApiError && error.status === 404
              ? t('admin:form.goneText')
              : t('admin:actions.tryAgain')),
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <Button
        {...restoreFocus}
        size="small"
        icon={<MailArrowUpRegular />}
        aria-label={t('admin:regulatory-updates.mail.label', { name: update.title })}
        onClick={() => setConfirming(true)}
      >
        {t('admin:regulatory-updates.mail.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        {...mailConfirmTexts(t, update)}
        pending={mail.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
