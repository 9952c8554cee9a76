import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ResourceFile } from '../../../shared/resources';
import { formatTableDate } from '../../ui/dates';
import { formatFileSize } from '../../ui/file-size';

// The cells the resource lists share: a calendar day, a code as a badge, a document's file.

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  file: { display: 'block', overflowWrap: 'anywhere' },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  external: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  none: { color: tokens.colorNeutralForeground3 },
});

/** A calendar day ('yyyy-MM-dd') as the admin tables write dates; read at noon, so no zone moves it. */
export function DayCell({ day }: { day: string }) {
  return (
    <time className={useStyles().nowrap} dateTime={day}>
      {formatTableDate(`${day}T12:00:00`)}
    </time>
  );
}

/** A code's translated name as a tinted badge (a category, a type, a status). */
export function CodeBadge({ label }: { label: string }) {
  return (
    <Badge appearance="tint" color="informative">
      {label}
    </Badge>
  );
}

/** Only signed-in members may download the document: a lock badge, as the public lists show it. */
export function MembersOnlyBadge() {
  const { t } = useTranslation('admin');
  return (
    <Badge appearance="tint" color="warning" icon={<LockClosedRegular />}>
      {t('admin:resources.membersOnly')}
    </Badge>
  );
}

/** A document's file (name and size), "External link", or that it has neither yet. */
export function DocumentSourceCell({ file, externalUrl }: { file: ResourceFile | null; externalUrl: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  if (file) {
    return (
      <>
        <span className={styles.file}>{file.name}</span>
        <span className={styles.sub}>
          {file.format.toUpperCase()} · {formatFileSize(file.size, i18n.language)}
        </span>
      </>
    );
  }
  if (externalUrl) {
    return (
      <span className={styles.external} title={externalUrl}>
        <LinkRegular aria-hidden />
        {t('admin:resources.externalLink')}
      </span>
    );
  }
  return <span className={styles.none}>{t('admin:resources.noSource')}</span>;
}
