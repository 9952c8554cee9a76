import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import {
  SUBSCRIPTION_LISTS,
  type Newsletter,
  type NewsletterReport,
  type SubscriptionList,
} from '../../../shared/entities';
import { apiRequest, getJson, serverMessage } from '../../ui/api';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { useValidationText } from '../kit/forms/FormFields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { NewsletterArticles } from './NewsletterArticles';
import { DATE_TIME_FORMAT, ScreenHeader, useAdminPageMeta } from '../kit/page';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';

type Detail = Newsletter & { report: NewsletterReport };
type Draft = {
  list: SubscriptionList;
  content: Record<Language, { subject: string; body: string }>;
  articleIds: number[];
};

const KEY = ['admin', 'newsletters'] as const;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  language: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
  },
  legend: { fontWeight: tokens.fontWeightSemibold },
  preview: {
    width: '100%',
    height: '28rem',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: '#fff',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  report: { margin: 0 },
  surface: { maxWidth: '56rem', width: '100%' },
});

const emptyDraft = (): Draft => ({
  list: 'newsletter',
  content: { en: { subject: '', body: '' }, es: { subject: '', body: '' }, sv: { subject: '', body: '' } },
  articleIds: [],
});

const draftOf = (newsletter: Newsletter): Draft => ({
  list: newsletter.list,
  content: {
    en: newsletter.content.en,
    es: newsletter.content.es ?? { subject: '', body: '' },
    sv: newsletter.content.sv ?? { subject: '', body: '' },
  },
  articleIds: newsletter.articleIds,
});

/** The compose dialog: list, text per language, news articles, a rendered preview, save. */
function ComposeDialog({
  editing,
  onClose,
}: {
  /** The draft being edited, or null for a new one. */
  editing: Newsletter | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const text = useValidationText();
  const [previewLanguage, setPreviewLanguage] = useState<Language>('en');
  const [preview, setPreview] = useState<Record<Language, { subject: string; html: string }> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const payload = () => ({ ...draft });

  const save = useMutation({
    mutationFn: () =>
      editing
        ? apiRequest<Newsletter>('PUT', `/api/admin/newsletters/${editing.id}`, {
            ...payload(),
            version: editing.version,
          })
        : apiRequest<Newsletter>('POST', '/api/admin/newsletters', payload()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      notify({ title: t('newsletters.saved') });
      onClose();
    },
    onError: (failure) => setError(text(serverMessage(failure)) ?? t('newsletters.failed')),
  });
  const render = useMutation({
    mutationFn: () =>
      apiRequest<Record<Language, { subject: string; html: string }>>(
        'POST',
        '/api/admin/newsletters/preview',
        payload(),
      ),
    onSuccess: (data) => {
      setError(null);
      setPreview(data);
    },
    onError: (failure) => setError(text(serverMessage(failure)) ?? t('newsletters.failed')),
  });

  const setText = (language: Language, field: 'subject' | 'body', value: string) =>
    setDraft((current) => ({
      ...current,
      content: { ...current.content, [language]: { ...current.content[language], [field]: value } },
    }));

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <AdminDialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{editing ? t('newsletters.editTitle') : t('newsletters.newTitle')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('newsletters.list')}>
              <Select
                value={draft.list}
                onChange={(_event, data) => setDraft({ ...draft, list: data.value as SubscriptionList })}
              >
                {SUBSCRIPTION_LISTS.map((list) => (
                  <option key={list} value={list}>
                    {t(`subscribers.lists.${list}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {LANGUAGES.map((language) => (
              <fieldset key={language} className={styles.language}>
                <legend className={styles.legend}>
                  {t(`newsletters.languages.${language}`)}
                  {language === 'en' ? '' : ` – ${t('newsletters.optional')}`}
                </legend>
                <Field label={t('newsletters.subject')} required={language === 'en'}>
                  <Input
                    value={draft.content[language].subject}
                    onChange={(_event, data) => setText(language, 'subject', data.value)}
                  />
                </Field>
                <Field label={t('newsletters.body')} hint={t('newsletters.bodyHint')} required={language === 'en'}>
                  <Textarea
                    rows={5}
                    value={draft.content[language].body}
                    onChange={(_event, data) => setText(language, 'body', data.value)}
                  />
                </Field>
              </fieldset>
            ))}
            <NewsletterArticles
              classes={{ fieldset: styles.language, legend: styles.legend }}
              value={draft.articleIds}
              onChange={(articleIds) => setDraft((current) => ({ ...current, articleIds }))}
            />
            {error ? (
              <p role="alert" className={styles.report}>
                {error}
              </p>
            ) : null}
            {preview ? (
              <>
                <Field label={t('newsletters.previewLanguage')}>
                  <Select
                    value={previewLanguage}
                    onChange={(_event, data) => setPreviewLanguage(data.value as Language)}
                  >
                    {LANGUAGES.map((language) => (
                      <option key={language} value={language}>
                        {t(`newsletters.languages.${language}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <p className={styles.report}>
                  {t('newsletters.subject')}: {preview[previewLanguage].subject}
                </p>
                {/* Sandboxed: the mail's HTML is shown, never run. */}
                <iframe
                  className={styles.preview}
                  sandbox=""
                  title={t('newsletters.preview')}
                  srcDoc={preview[previewLanguage].html}
                />
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button disabled={render.isPending} onClick={() => render.mutate()}>
              {t('newsletters.preview')}
            </Button>
            <Button
              appearance="primary"
              disabled={save.isPending}
              icon={save.isPending ? <Spinner size="tiny" /> : undefined}
              onClick={() => save.mutate()}
            >
              {t('newsletters.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AdminDialogSurface>
    </Dialog>
  );
}

/** The send report of a newsletter (queued, sent, failed), refreshed while it is being sent. */
function Report({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const detail = useQuery({
    queryKey: [...KEY, id],
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

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
    queryKey: KEY,
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
