import { Badge, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../shared/entities';
import { useNotify } from '../../ui/toast';
import { useChangeUser } from '../queries/users';
import { useFocusAfterRemoval } from '../kit/ContentActions';
import { useUserCellStyles } from './user-cells';
import { useUserFailure } from './user-errors';

const useStyles = makeStyles({
  request: { display: 'grid', gap: tokens.spacingVerticalXS, justifyItems: 'start' },
  requestButtons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Approve / Decline of a pending role request. */
export function RequestCell({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const cells = useUserCellStyles();
  const notify = useNotify();
  const fail = useUserFailure();
  const change = useChangeUser();
  const willLeave = useFocusAfterRemoval();
  const [sent, setSent] = useState<'approve' | 'decline' | null>(null);
  const requested = user.requestedRole;
  // Once the request is decided its buttons go: the focus they had moves to the cell's text.
  const decided = useRef(false);
  const none = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (requested || !decided.current) return;
    decided.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) none.current?.focus();
  }, [requested]);
  if (!requested)
    return (
      <span ref={none} tabIndex={-1} className={cells.muted}>
        {t('admin:users.noRequest')}
      </span>
    );
  const role = t(`admin:roles.${requested}`);
  const decide = (action: 'approve' | 'decline') => {
    setSent(action);
    change.mutate(
      { id: user.id, action },
      {
        onSuccess: () => {
          // The buttons go (and a 'requests' filter drops the row): focus then goes to the heading.
          decided.current = true;
          willLeave();
          notify({
            title: t(`admin:users.${action}dTitle`),
            description: t(`admin:users.${action}dText`, { name: user.fullName, role }),
          });
        },
        onError: (error) => fail(t('admin:users.changeFailed'), error),
      },
    );
  };
  const busy = (action: 'approve' | 'decline') =>
    change.isPending && sent === action ? <Spinner size="tiny" /> : undefined;
  return (
    <div className={styles.request}>
      <Badge appearance="tint" color="warning" className={cells.roleBadge}>
        {role}
      </Badge>
      <div className={styles.requestButtons}>
        <Button
          size="small"
          icon={busy('approve') ?? <CheckmarkRegular />}
          aria-label={t('admin:users.approveLabel', { name: user.fullName, role })}
          disabledFocusable={change.isPending}
          onClick={() => decide('approve')}
        >
          {t('admin:users.approve')}
        </Button>
        <Button
          size="small"
          icon={busy('decline') ?? <DismissRegular />}
          aria-label={t('admin:users.declineLabel', { name: user.fullName, role })}
          disabledFocusable={change.isPending}
          onClick={() => decide('decline')}
        >
          {t('admin:users.decline')}
        </Button>
      </div>
    </div>
  );
}
