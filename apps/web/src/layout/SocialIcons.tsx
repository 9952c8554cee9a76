import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const NETWORKS = ['linkedin', 'x', 'facebook', 'instagram', 'youtube'] as const;

// Simple monochrome marks (the spec's social links have no target yet, so they are labelled icons, not links).
const PATHS: Record<(typeof NETWORKS)[number], string> = {
  linkedin:
    'M4 4h4v4H4zM4 10h4v10H4zM10 10h4v1.5c.6-1 1.9-1.8 3.5-1.8 2.9 0 3.5 1.9 3.5 4.4V20h-4v-5.2c0-1.3-.3-2.3-1.6-2.3-1.3 0-1.9 1-1.9 2.3V20h-3.5z',
  x: 'M4 4h4.5l4 5.6L17 4h3l-6 7.3L20.5 20H16l-4.3-6L7 20H4l6.2-7.5z',
  facebook:
    'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.6V21z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  icon: { width: '18px', height: '18px', fill: tokens.colorNeutralForeground2, display: 'block' },
  onBrand: { fill: tokens.colorNeutralForegroundOnBrand },
});

/** The social network marks of the header's top bar and the footer. */
export function SocialIcons({ onBrand = false }: { onBrand?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={t('a11y.social')}>
      {NETWORKS.map((network) => (
        <li key={network}>
          <svg
            className={mergeClasses(styles.icon, onBrand && styles.onBrand)}
            viewBox="0 0 24 24"
            role="img"
            aria-label={t(`social.${network}`)}
          >
            <title>{t(`social.${network}`)}</title>
            <path d={PATHS[network]} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
