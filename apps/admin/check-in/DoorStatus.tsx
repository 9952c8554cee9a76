import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/dates';
import { useConnectionState } from '../connection/store';
import { useValidationText } from '../kit/forms/FormFields';
import type { AttentionEntry, DoorUser, QueuedItem } from './door-queue';
import type { DoorState } from './use-door';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    // Always in sight while the list scrolls: staff glance at it between guests.
    position: 'sticky',
    top: 0,
    zIndex: 1,
  },
  text: { margin: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  panel: { marginBottom: tokens.spacingVerticalM },
});

/** The browser's own view of the network, kept current. */
function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export type DoorConnection = 'online' | 'offline' | 'signed-out';

/**
 * The connection state of the door, always visible: online, offline or signed out, with the number
 * of check-ins not yet sent, whose they are when someone else queued them, and Send now.
 */
export function DoorStatus({ state, user, onSend }: { state: DoorState; user: DoorUser | null; onSend: () => void }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const connection = useConnectionState();
  const browserOnline = useBrowserOnline();
  const mine = state.queue.filter((item) => user && item.userId === user.id);
  const others = new Map<string, QueuedItem[]>();
  for (const item of state.queue) {
    if (user && item.userId === user.id) continue;
    others.set(item.username, [...(others.get(item.username) ?? []), item]);
  }
  let status: DoorConnection = 'online';
  if (!user || connection.expired || state.stopped === 'signed-out') status = 'signed-out';
  else if (!browserOnline || connection.unreachable || (mine.length > 0 && state.stopped === 'offline')) {
    status = 'offline';
  }
  const color = status === 'online' ? 'success' : status === 'offline' ? 'warning' : 'danger';
  return (
    <section className={styles.bar} aria-label={t('admin:door.connection.label')} data-door-status={status}>
      <Badge appearance="filled" color={color}>
        {t(`admin:door.connection.${status}`)}
      </Badge>
      <p className={styles.text} role="status">
        {mine.length > 0 ? t('admin:door.pending', { count: mine.length }) : t('admin:door.allSent')}
        {state.sending ? ` · ${t('admin:door.sending')}` : ''}
        {status === 'signed-out' && mine.length > 0 ? ` · ${t('admin:door.signInToSend')}` : ''}
        {state.stopped === 'forbidden' ? ` · ${t('admin:door.forbidden')}` : ''}
        {state.stopped === 'failed' && mine.length > 0 ? ` · ${t('admin:door.refused')}` : ''}
      </p>
      {[...others].map(([username, items]) => (
        <p key={username} className={styles.text}>
          {t('admin:door.otherUser', { count: items.length, username })}
        </p>
      ))}
      {mine.length > 0 ? (
        <Button icon={<ArrowSyncRegular />} disabled={state.sending || !user} onClick={onSend}>
          {t('admin:door.sendNow')}
        </Button>
      ) : null}
    </section>
  );
}

/** The items the server did not apply: each says why (a refusal in the server's words, translated), until staff dismiss it. */
export function AttentionPanel({
  entries,
  timeZone,
  onDismiss,
}: {
  entries: AttentionEntry[];
  timeZone: string;
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const text = useValidationText();
  if (entries.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.panel}>
      <MessageBarBody>
        <MessageBarTitle>{t('admin:door.attention.title')}</MessageBarTitle>
        <ul className={styles.list} aria-label={t('admin:door.attention.title')}>
          {entries.map((entry) => {
            const name = entry.name || t('admin:door.attention.someone');
            return (
              <li key={entry.key} className={styles.item} data-attention={entry.outcome}>
                <span>
                  {t(`admin:door.attention.${entry.outcome}`, {
                    name,
                    reason: text(entry.message ?? undefined) ?? t('admin:door.attention.noReason'),
                  })}
                </span>
                <span className={styles.meta}>
                  {t('admin:door.attention.meta', {
                    username: entry.username,
                    time: formatDate(entry.at, 'HH:mm', timeZone),
                  })}
                </span>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t('admin:door.attention.dismissLabel', { name })}
                  onClick={() => onDismiss(entry.key)}
                >
                  {t('admin:door.attention.dismiss')}
                </Button>
              </li>
            );
          })}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
