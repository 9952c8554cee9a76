import { Badge, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_LISTS, type Subscription, type SubscriptionList } from '../../../shared/entities';
import { subscriptionExportUrl } from '../queries/subscriptions';
import { AdminList, type AdminColumn } from '../kit/AdminList';
import { ConfirmedDeleteButton } from '../kit/ContentActions';
import { DownloadButton } from '../kit/ExportButton';
import { DateTimeCell } from '../kit/page';

const useStyles = makeStyles({
  email: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  listSelect: { minWidth: '13rem' },
});

/** A subscriber's Remove button: asks first, then DELETE (the row leaves the list). */
function RemoveSubscriber({ subscription, listName }: { subscription: Subscription; listName: string }) {
  const { t } = useTranslation('admin');
  const { email } = subscription;
  return (
    <ConfirmedDeleteButton
      kind="subscriptions"
      id={subscription.id}
      label={t('admin:subscribers.remove', { email })}
      dialog={{
        title: t('admin:subscribers.removeTitle'),
        name: email,
        text: t('admin:subscribers.removeText', { list: listName }),
        confirm: t('admin:subscribers.removeConfirm'),
        cancel: t('admin:common.cancel'),
      }}
      done={{
        title: t('admin:subscribers.removedTitle'),
        description: t('admin:subscribers.removedText', { email, list: listName }),
      }}
      failed={{ title: t('admin:subscribers.removeFailed'), gone: t('admin:subscribers.goneText') }}
    />
  );
}

/**
 * /admin/subscribers (admin, editor): the newsletter and regulatory-update subscribers, one list at
 * a time, paged and searched by e-mail on the server; remove one, or download a list as CSV.
 */
export function SubscribersScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const [list, setList] = useState<SubscriptionList>('newsletter');
  const listName = t(`admin:subscribers.lists.${list}`);

  const columns: AdminColumn<Subscription>[] = [
    {
      key: 'email',
      header: t('admin:subscribers.columns.email'),
      render: (subscription) => <span className={styles.email}>{subscription.email}</span>,
    },
    ...(list === 'regulatory-updates'
      ? [
          {
            key: 'region',
            header: t('admin:subscribers.columns.region'),
            width: '14rem',
            render: (subscription: Subscription) =>
              subscription.region ? t(`common:regions.${subscription.region}`) : t('admin:subscribers.noRegion'),
          },
        ]
      : []),
    {
      key: 'language',
      header: t('admin:subscribers.columns.language'),
      width: '9rem',
      render: (subscription) => t(`common:languages.${subscription.language}`),
    },
    {
      // Pending sign-ups (the confirmation link not used yet) are listed but marked: they are not
      // mailed nor exported until confirmed.
      key: 'status',
      header: t('admin:subscribers.columns.status'),
      width: '13rem',
      render: (subscription) => (
        <Badge appearance="tint" color={subscription.status === 'confirmed' ? 'success' : 'warning'}>
          {t(`admin:subscribers.statuses.${subscription.status}`)}
        </Badge>
      ),
    },
    {
      key: 'consented',
      header: t('admin:subscribers.columns.consented'),
      width: '12rem',
      render: (subscription) => <DateTimeCell value={subscription.consentedAt} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '6rem',
      render: (subscription) => <RemoveSubscriber subscription={subscription} listName={listName} />,
    },
  ];

  return (
    <AdminList
      kind="subscriptions"
      title={t('admin:subscribers.title')}
      description={t('admin:subscribers.description')}
      actions={
        // A plain download: the browser sends the session cookie and saves the server's file name.
        <DownloadButton href={subscriptionExportUrl(list)}>{t('admin:subscribers.export')}</DownloadButton>
      }
      toolbarStart={
        <Field className={styles.listSelect} label={t('admin:subscribers.list')}>
          <Select value={list} onChange={(_event, data) => setList(data.value as SubscriptionList)}>
            {SUBSCRIPTION_LISTS.map((value) => (
              <option key={value} value={value}>
                {t(`admin:subscribers.lists.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
      }
      fixedFilters={{ list }}
      searchLabel={t('admin:subscribers.search')}
      searchPlaceholder={t('admin:subscribers.searchPlaceholder')}
      columns={columns}
      minWidth="720px"
    />
  );
}
