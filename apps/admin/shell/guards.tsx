import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { can, rolesFor, type Permission } from '../../../shared/roles';
import { isExternalSite, siteLinkProps, useAdminHost } from '../host';
import { CenteredSpinner } from '../kit/CenteredSpinner';
import { useCurrentUser } from '../session';

const useStyles = makeStyles({
  denied: {
    maxWidth: '36rem',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    display: 'grid',
    gap: tokens.spacingVerticalL,
    justifyItems: 'center',
  },
  title: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

/** The Access Denied page, naming the roles joined by ' or '. */
export function AccessDenied({ permission }: { permission: Permission }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const host = useAdminHost();
  return (
    <div className={styles.denied} role="alert">
      <h1 className={styles.title}>{t('admin:denied.title')}</h1>
      <p className={styles.text}>
        {t('admin:denied.text', { roles: rolesFor(permission).join(t('admin:denied.or')) })}
      </p>
      {isExternalSite(host) ? (
        <Button as="a" appearance="primary" {...siteLinkProps(host)}>
          {t('admin:denied.home')}
        </Button>
      ) : (
        <Button appearance="primary" onClick={() => void navigate('/')}>
          {t('admin:denied.home')}
        </Button>
      )}
    </div>
  );
}

/**
 * The route guard of the one role table (shared/roles.ts): spinner while loading, no user →
 * /auth, a role without the permission → Access Denied. While the server cannot be reached, the
 * user is the last one it confirmed on this computer (see fetchCurrentUser).
 */
export function RequireRole({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <CenteredSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!can(user.role, permission)) return <AccessDenied permission={permission} />;
  return <>{children}</>;
}
