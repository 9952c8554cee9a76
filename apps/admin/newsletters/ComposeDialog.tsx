import {
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { SUBSCRIPTION_LISTS, type Newsletter, type SubscriptionList } from '../../../shared/entities';
import { apiRequest, serverMessage } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { useValidationText } from '../kit/forms/FormFields';
import { NewsletterArticles } from './NewsletterArticles';
import { NEWSLETTERS_KEY } from './newsletters-key';

type Draft = {
  list: SubscriptionList;
  content: Record<Language, { subject: string; body: string }>;
  articleIds: number[];
};

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
export function ComposeDialog({
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
      await queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY });
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
