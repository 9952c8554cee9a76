import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { LockOpenRegular, PlugConnectedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../bridge';

const useStyles = makeStyles({
  status: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  icon: { fontSize: '16px' },
  server: { wordBreak: 'break-all' },
  strip: { borderRadius: 0 },
});

/** The discreet status line of the shell and the auth page: the server the app talks to, and its version. */
export function ConnectionStatus({ info }: { info: AppInfo }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  return (
    <p className={styles.status}>
      <PlugConnectedRegular className={styles.icon} aria-hidden />
      <span className={styles.server}>{t('desktop:status.server', { server: info.server ?? '' })}</span>
      <span aria-hidden>·</span>
      <span>{t('desktop:status.version', { version: info.version })}</span>
    </p>
  );
}

/** The warning shown while the server is reached over plain http (a local or private network only). */
export function InsecureNotice({ className }: { className?: string }) {
  const { t } = useTranslation('desktop');
  return (
    <MessageBar intent="warning" layout="multiline" icon={<LockOpenRegular />} className={className}>
      <MessageBarBody>
        <MessageBarTitle>{t('desktop:insecure.title')}</MessageBarTitle> {t('desktop:insecure.text')}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The insecure warning as a full-width strip at the top of the shell and the auth page. */
export function InsecureStrip() {
  return <InsecureNotice className={useStyles().strip} />;
}
