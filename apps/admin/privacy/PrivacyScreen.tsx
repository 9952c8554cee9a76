import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, SearchRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '../../../shared/personal-data';
import { PersonalDataQuerySchema } from '../../../shared/schemas/personal-data';
import { ApiError, serverMessage } from '../../ui/api';
import { AdminDialogSurface } from '../connection/ConnectionBanner';
import { useValidationText } from '../kit/forms/FormFields';
import { ListLoading, ListState } from '../kit/list-parts';
import { CountList, Findings } from './Findings';
import { useDestructiveStyles } from '../kit/ConfirmDialog';
import { DownloadButton } from '../kit/ExportButton';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { personalDataExportUrl, personalDataKeys, useErasePersonalData, usePersonalData } from './queries';

const useStyles = makeStyles({
  search: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  email: { minWidth: '18rem', flexGrow: 1, maxWidth: '32rem' },
  result: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  address: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/**
 * Erase, behind a dialog that asks for the address to be typed again: the erasure cannot be
 * undone, so a click alone never does it. The dialog says why a refusal happened.
 */
function EraseButton({
  email,
  onErased,
}: {
  email: string;
  onErased: (counts: Record<PersonalDataKind, number>) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const destructive = useDestructiveStyles();
  const text = useValidationText();
  const erase = useErasePersonalData();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email;
  const failure = erase.error
    ? erase.error instanceof ApiError && erase.error.status === 409
      ? t('admin:privacy.lastAdmin')
      : (text(serverMessage(erase.error)) ?? t('admin:privacy.eraseFailed'))
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || erase.isPending) return;
    erase.mutate(
      { email, confirm: typed.trim().toLowerCase() },
      {
        onSuccess: (result) => {
          setOpen(false);
          onErased(result.erased);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (!data.open) {
          setTyped('');
          erase.reset();
        }
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button className={destructive.button} icon={<DeleteRegular />}>
          {t('admin:privacy.erase')}
        </Button>
      </DialogTrigger>
      <AdminDialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('admin:privacy.eraseTitle')}</DialogTitle>
            <DialogContent>
              <p className={styles.address}>{email}</p>
              <p>{t('admin:privacy.eraseText')}</p>
              <Field
                label={t('admin:privacy.confirmLabel')}
                hint={t('admin:privacy.confirmHint')}
                required
                validationState={typed && !matches ? 'warning' : 'none'}
                validationMessage={typed && !matches ? t('admin:privacy.confirmMismatch') : undefined}
              >
                <Input
                  type="email"
                  autoComplete="off"
                  value={typed}
                  onChange={(_event, data) => setTyped(data.value)}
                />
              </Field>
              {failure ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle>{t('admin:privacy.eraseRefused')}</MessageBarTitle>
                    {failure}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{t('admin:common.cancel')}</Button>
              </DialogTrigger>
              <Button
                type="submit"
                appearance="primary"
                className={destructive.button}
                disabledFocusable={!matches || erase.isPending}
                icon={erase.isPending ? <Spinner size="tiny" /> : undefined}
              >
                {t('admin:privacy.eraseConfirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </AdminDialogSurface>
    </Dialog>
  );
}

/** The outcome of one look-up: loading, failed, nothing found, or the records with Export and Erase. */
function LookUp({ email, onErased }: { email: string; onErased: (counts: Record<PersonalDataKind, number>) => void }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const text = useValidationText();
  const query = usePersonalData(email);
  if (query.isError)
    return (
      <ListState
        alert
        title={t('admin:common.error')}
        text={text(serverMessage(query.error)) ?? t('admin:common.loadFailed')}
      />
    );
  if (!query.data) return <ListLoading />;
  const { data } = query;
  const total = PERSONAL_DATA_KINDS.reduce((sum, kind) => sum + data.counts[kind], 0);
  if (total === 0)
    return <ListState title={t('admin:privacy.nothingTitle')} text={t('admin:privacy.nothingText', { email })} />;
  return (
    <div className={styles.result}>
      <div>
        <p>{t('admin:privacy.found', { email })}</p>
        <CountList counts={data.counts} />
      </div>
      <div className={styles.actions}>
        {/* A plain download: the browser sends the session cookie and saves the server's file name. */}
        <DownloadButton href={personalDataExportUrl(email)}>{t('admin:privacy.export')}</DownloadButton>
        <EraseButton email={email} onErased={onErased} />
      </div>
      <Findings data={data} />
    </div>
  );
}

/**
 * /admin/privacy (admins): a person's data by e-mail address, for access and erasure requests.
 * Find looks the address up (recorded in the audit trail), Export downloads it all as JSON, Erase
 * anonymises or deletes it after the address is typed again. The address looked up is in the
 * page's address (`?email=`), like the request itself, so Back and a reload show it again.
 */
export function PrivacyScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const text = useValidationText();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = PersonalDataQuerySchema.safeParse({ email: searchParams.get('email') ?? '' });
  const email = parsed.success ? parsed.data.email : '';
  const [typed, setTyped] = useState(email);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [erased, setErased] = useState<{ email: string; counts: Record<PersonalDataKind, number> } | null>(null);
  useAdminPageMeta(t('admin:privacy.title'), t('admin:privacy.description'));
  // The Erase button goes with the look-up it closes: the keyboard lands on the outcome instead.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (erased) outcome.current?.focus();
  }, [erased]);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const checked = PersonalDataQuerySchema.safeParse({ email: typed });
    if (!checked.success) {
      setInvalid(text(checked.error.issues[0]?.message) ?? t('admin:privacy.invalidEmail'));
      return;
    }
    setInvalid(null);
    setErased(null);
    // The same address again is a new look-up: the one on screen is read afresh.
    if (checked.data.email === email) void queryClient.resetQueries({ queryKey: personalDataKeys.lookUp(email) });
    else setSearchParams({ email: checked.data.email });
  };

  const onErased = (counts: Record<PersonalDataKind, number>) => {
    setErased({ email, counts });
    // The look-up no longer holds: it is not repeated (each one is recorded) until Find is pressed.
    setSearchParams({}, { replace: true });
  };

  return (
    <>
      <ScreenHeader title={t('admin:privacy.title')} description={t('admin:privacy.description')} />
      <form className={styles.search} role="search" onSubmit={find} noValidate>
        <Field
          className={styles.email}
          label={{ children: t('admin:privacy.email'), htmlFor: inputId }}
          validationMessage={invalid ?? undefined}
          validationState={invalid ? 'error' : 'none'}
        >
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(_event, data) => setTyped(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('admin:privacy.find')}
        </Button>
      </form>
      {erased ? (
        <div ref={outcome} tabIndex={-1}>
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('admin:privacy.erasedTitle', { email: erased.email })}</MessageBarTitle>
              {PERSONAL_DATA_KINDS.some((kind) => erased.counts[kind] > 0) ? (
                <CountList counts={erased.counts} />
              ) : (
                t('admin:privacy.erasedNothing')
              )}
            </MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {email ? <LookUp email={email} onErased={onErased} /> : null}
    </>
  );
}
