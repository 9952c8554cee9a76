import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../../shared/entities';
import { usePageContext } from '../page-context';

// Simple monochrome marks, one per network.
const PATHS: Record<SocialNetwork, string> = {
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
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  // 24px targets around the 18px marks (the smallest a pointer should have to hit).
  link: {
    display: 'block',
    padding: '3px',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  linkOnBrand: {
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outlineColor: tokens.colorNeutralForegroundOnBrand },
  },
  icon: { width: '18px', height: '18px', fill: tokens.colorNeutralForeground2, display: 'block' },
  onBrand: { fill: tokens.colorNeutralForegroundOnBrand },
});

/**
 * Links to the chamber's social profiles (header top bar and footer): one per network whose address
 * staff set in the site settings, opening in a new tab. Nothing at all when none is set, so that no
 * mark looks like a link that goes nowhere.
 */
export function SocialIcons({ onBrand = false, className }: { onBrand?: boolean; className?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { social } = usePageContext().settings;
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={mergeClasses(styles.list, className)} aria-label={t('a11y.social')}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a
            className={mergeClasses(styles.link, onBrand && styles.linkOnBrand)}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { network: t(`social.${network}`) })}
          >
            <svg
              className={mergeClasses(styles.icon, onBrand && styles.onBrand)}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={PATHS[network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
