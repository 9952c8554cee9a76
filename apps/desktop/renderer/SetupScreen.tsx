import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { resetConnection, useCardPageStyles } from '../../admin';
import { usePageMeta } from '../../ui/page-meta';
import type { DesktopBridge, ServerCheck } from '../bridge';
import { checked } from './bridge-client';
import { InsecureNotice } from './ConnectionFacts';
import { getDesktopInfo, setDesktopInfo, subscribeDesktopInfo } from './desktop-info';
import { setupMessage, type SetupMessage } from './setup-messages';

// The auth page's look: a centred card on the neutral background, the brand line, a large title.
const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  column: { width: '100%', maxWidth: '32rem', display: 'grid', gap: tokens.spacingVerticalL },
  cardGap: { gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  results: { display: 'grid', gap: tokens.spacingVerticalS },
  grow: { flexGrow: 1 },
});

type Busy = 'check' | 'save' | null;

/**
 * The server-address screen (first run, and "Change server…" in the app menu): the address is
 * checked against GET /api/health by the main process; Connect saves it. After saving, nothing of
 * the previous server stays (query cache and connection state cleared) and the dashboard opens
 * (its guard sends to /auth without a session on the new server).
 */
export function SetupScreen({ bridge }: { bridge: DesktopBridge }) {
  const { t } = useTranslation(['desktop', 'common']);
  const styles = useStyles();
  const page = useCardPageStyles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useSyncExternalStore(subscribeDesktopInfo, getDesktopInfo);
  const headingId = useId();
  const [address, setAddress] = useState(info.server ?? '');
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<SetupMessage | null>(null);
  const [missing, setMissing] = useState(false);

  usePageMeta(t('desktop:setup.metaTitle'), t('desktop:setup.metaDescription'), t('common:site.name'));

  const run = async (kind: 'check' | 'save') => {
    if (busy) return;
    if (!address.trim()) {
      setMissing(true);
      setMessage(null);
      return;
    }
    setBusy(kind);
    setMessage(null);
    let result: ServerCheck | 'failed';
    try {
      result =
        kind === 'check' ? await checked.checkServer(bridge, address) : await checked.saveServer(bridge, address);
    } catch {
      result = 'failed';
    }
    setBusy(null);
    if (kind === 'save' && result !== 'failed' && result.ok) {
      // Another server's data must not show: nothing cached, no banner of the old connection.
      queryClient.clear();
      resetConnection();
      setDesktopInfo({ ...getDesktopInfo(), server: result.server, insecure: result.insecure });
      void navigate('/admin', { replace: true });
      return;
    }
    setMessage(setupMessage(result));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('save');
  };

  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <div className={page.intro}>
          <p className={page.brand}>
            {t('common:site.name')} · {t('desktop:setup.brand')}
          </p>
          <h1 id={headingId} className={page.title}>
            {t('desktop:setup.title')}
          </h1>
          <p className={page.lead}>{t('desktop:setup.intro')}</p>
        </div>
        <form
          className={mergeClasses(page.card, styles.cardGap)}
          noValidate
          aria-labelledby={headingId}
          onSubmit={onSubmit}
        >
          <Field
            label={t('desktop:setup.address')}
            required
            hint={t('desktop:setup.addressHint')}
            {...(missing ? { validationState: 'error' as const, validationMessage: t('desktop:setup.required') } : {})}
          >
            <Input
              value={address}
              onChange={(_event, data) => {
                setAddress(data.value);
                setMissing(false);
                // A result is about the address it checked: it goes once the address changes.
                setMessage(null);
              }}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="https://chamber.example.org"
            />
          </Field>
          <div className={styles.results} aria-live="polite">
            {message ? (
              <MessageBar intent={message.intent} layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{t(message.title)}</MessageBarTitle> {t(message.text, { server: message.server })}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {message?.insecure ? <InsecureNotice /> : null}
          </div>
          <div className={styles.actions}>
            <Button
              type="button"
              disabledFocusable={busy !== null}
              icon={busy === 'check' ? <Spinner size="tiny" /> : undefined}
              onClick={() => void run('check')}
            >
              {busy === 'check' ? t('desktop:setup.checking') : t('desktop:setup.check')}
            </Button>
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={busy !== null}
              icon={busy === 'save' ? <Spinner size="tiny" /> : undefined}
            >
              {busy === 'save' ? t('desktop:setup.connecting') : t('desktop:setup.connect')}
            </Button>
            <span className={styles.grow} />
            {info.server ? (
              <Button type="button" appearance="subtle" onClick={() => void navigate('/admin')}>
                {t('desktop:setup.cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </main>
  );
}
