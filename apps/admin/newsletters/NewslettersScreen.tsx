import { Badge, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Newsletter, type NewsletterReport } from '../../../shared/entities';
import { apiRequest, getJson, serverMessage } from '../../ui/api';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { useValidationText } from '../kit/forms/FormFields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { ComposeDialog } from './ComposeDialog';
import { NEWSLETTERS_KEY } from './newsletters-key';
import { DATE_TIME_FORMAT, ScreenHeader, useAdminPageMeta } from '../kit/page';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';

type Detail = Newsletter & { report: NewsletterReport };
const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  report: { margin: 0 },
});

/** The send report of a newsletter (queued, sent, failed), refreshed while it is being sent. */
function Report({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const detail = useQuery({
    queryKey: [...NEWSLETTERS_KEY, id],
    queryFn: () => getJson<Detail>(`/api/admin/newsletters/${id}`),
    refetchInterval: (query) =>
      query.state.data && query.state.data.status === 'sent' && query.state.data.report.queued === 0 ? false : 2000,
  });
  if (!detail.data) return <Spinner size="tiny" />;
  return (
    <p className={styles.report} data-testid={`newsletter-report-${id}`}>
      {t('newsletters.report', { ...detail.data.report })}
    </p>
  );
}

/** One row's actions: edit, test, send (asks first) and delete for drafts. */
function Actions({ newsletter, onEdit }: { newsletter: Newsletter; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const text = useValidationText();
  const [confirm, setConfirm] = useState<'send' | 'delete' | null>(null);
  const listName = t(`subscribers.lists.${newsletter.list}`);
  const failed = (failure: unknown) =>
    notify({ title: t('newsletters.failed'), description: text(serverMessage(failure)), variant: 'destructive' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY });

  const test = useMutation({
    mutationFn: () =>
      apiRequest<{ to: string }>('POST', `/api/admin/newsletters/${newsletter.id}/test`, {
        version: newsletter.version,
      }),
    onSuccess: (answer) => notify({ title: t('newsletters.testSent', { email: answer.to }) }),
    onError: failed,
  });
  const send = useMutation({
    mutationFn: () =>
      apiRequest('POST', `/api/admin/newsletters/${newsletter.id}/send`, { version: newsletter.version }),
    onSuccess: async () => {
      setConfirm(null);
      notify({ title: t('newsletters.sending') });
      await refresh();
    },
    onError: async (failure) => {
      setConfirm(null);
      failed(failure);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/newsletters/${newsletter.id}`),
    onSuccess: async () => {
      setConfirm(null);
      notify({ title: t('newsletters.deleted') });
      await refresh();
    },
    onError: failed,
  });

  if (newsletter.status !== 'draft') return <Report id={newsletter.id} />;
  return (
    <div className={styles.actions}>
      <Button size="small" onClick={onEdit}>
        {t('newsletters.edit')}
      </Button>
      <Button size="small" disabled={test.isPending} onClick={() => test.mutate()}>
        {t('newsletters.test')}
      </Button>
      <Button size="small" appearance="primary" onClick={() => setConfirm('send')}>
        {t('newsletters.send')}
      </Button>
      <Button size="small" onClick={() => setConfirm('delete')}>
        {t('newsletters.delete')}
      </Button>
      <ConfirmDialog
        open={confirm === 'send'}
        onOpenChange={(open) => setConfirm(open ? 'send' : null)}
        title={t('newsletters.sendTitle')}
        name={newsletter.content.en.subject}
        text={t('newsletters.sendText', { list: listName })}
        confirm={t('newsletters.sendConfirm')}
        cancel={t('common.cancel')}
        pending={send.isPending}
        onConfirm={() => send.mutate()}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t('newsletters.deleteTitle')}
        name={newsletter.content.en.subject}
        confirm={t('newsletters.delete')}
        cancel={t('common.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/**
 * /admin/newsletters (subscriptions:manage): the newsletters and regulatory updates, newest first;
 * write one (per language, with news articles), preview it, send a test to oneself, then send it
 * to the list's confirmed subscribers (after a confirmation) and follow its report.
 */
export function NewslettersScreen() {
  const { t } = useTranslation(['admin', 'common']);
  useAdminPageMeta(t('admin:newsletters.title'), t('admin:newsletters.description'));
  const list = useQuery({
    queryKey: NEWSLETTERS_KEY,
    queryFn: () => getJson<Newsletter[]>('/api/admin/newsletters?pageSize=50'),
  });
  const [composing, setComposing] = useState<Newsletter | 'new' | null>(null);
  const columns: StackedColumn<Newsletter>[] = [
    { key: 'subject', header: t('admin:newsletters.subject'), render: (newsletter) => newsletter.content.en.subject },
    {
      key: 'list',
      header: t('admin:newsletters.list'),
      width: '9rem',
      render: (newsletter) => t(`admin:subscribers.lists.${newsletter.list}`),
    },
    {
      key: 'status',
      header: t('admin:newsletters.status'),
      width: '7rem',
      render: (newsletter) => (
        <Badge
          appearance="tint"
          color={newsletter.status === 'sent' ? 'success' : newsletter.status === 'sending' ? 'warning' : 'informative'}
        >
          {t(`admin:newsletters.statuses.${newsletter.status}`)}
        </Badge>
      ),
    },
    {
      key: 'created',
      header: t('admin:newsletters.created'),
      width: '10rem',
      render: (newsletter) => formatDate(newsletter.createdAt, DATE_TIME_FORMAT),
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '16rem',
      render: (newsletter) => <Actions newsletter={newsletter} onEdit={() => setComposing(newsletter)} />,
    },
  ];

  return (
    <>
      <ScreenHeader
        titleId="newsletters-title"
        title={t('admin:newsletters.title')}
        description={t('admin:newsletters.description')}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setComposing('new')}>
            {t('admin:newsletters.new')}
          </Button>
        }
      />
      {list.isPending ? (
        <Spinner label={t('admin:newsletters.loading')} />
      ) : (list.data?.length ?? 0) === 0 ? (
        <p>{t('admin:newsletters.empty')}</p>
      ) : (
        // Stacked on narrow screens, so a draft's Edit, Send and Delete stay in reach without
        // scrolling sideways.
        <StackedTable
          labelledBy="newsletters-title"
          busy={false}
          minWidth="760px"
          columns={columns}
          items={list.data!}
        />
      )}
      {composing ? (
        <ComposeDialog editing={composing === 'new' ? null : composing} onClose={() => setComposing(null)} />
      ) : null}
    </>
  );
}
