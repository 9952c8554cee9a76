import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, ClockRegular, EyeOffRegular, EyeRegular, GlobeRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingChange, MyCompany } from '../../../shared/membership';
import { formatDate } from '../../ui/dates';
import { useNotify } from '../../ui/toast';
import { useCompanyVisibility } from '../queries/company';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useFailureToast } from '../kit/failure-toast';
import { DATE_TIME_FORMAT } from '../kit/page';

const useStyles = makeStyles({
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  line: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, margin: 0 },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase400, marginTop: '2px' },
  actions: { marginTop: tokens.spacingVerticalM },
  reason: { margin: `${tokens.spacingVerticalXS} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

function StatusLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <li className={styles.line}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * Whether the chamber has published the listing, whether the member shows it in the public
 * directory, and the button that hides it (after a confirmation: it leaves the directory at once)
 * or shows it again.
 */
export function CompanyStatus({ company }: { company: MyCompany }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const fail = useFailureToast();
  const visibility = useCompanyVisibility();
  const restoreFocus = useRestoreFocusTarget();
  const [confirming, setConfirming] = useState(false);
  const { name, published, hidden } = company;

  const change = (hide: boolean) =>
    visibility.mutate(hide, {
      onSuccess: (saved) => {
        setConfirming(false);
        notify(
          hide
            ? { title: t('admin:company.hiddenTitle'), description: t('admin:company.hiddenText', { name }) }
            : {
                title: t('admin:company.shownTitle'),
                description: saved.published
                  ? t('admin:company.shownText', { name })
                  : t('admin:company.shownLaterText', { name }),
              },
        );
      },
      onError: (error) => {
        setConfirming(false);
        fail(t('admin:company.visibilityFailed'), error);
      },
    });

  let shownText = t('admin:company.shown');
  if (hidden) shownText = t('admin:company.hiddenState');
  else if (!published) shownText = t('admin:company.shownOncePublished');
  return (
    <>
      <ul className={styles.lines}>
        <StatusLine icon={published ? <GlobeRegular /> : <ClockRegular />}>
          {published ? t('admin:company.published') : t('admin:company.unpublished')}
        </StatusLine>
        <StatusLine icon={hidden ? <EyeOffRegular /> : <EyeRegular />}>{shownText}</StatusLine>
      </ul>
      <div className={styles.actions}>
        {hidden ? (
          <Button
            icon={visibility.isPending ? <Spinner size="tiny" /> : <EyeRegular />}
            disabledFocusable={visibility.isPending}
            onClick={() => change(false)}
          >
            {t('admin:company.show')}
          </Button>
        ) : (
          <Button
            {...restoreFocus}
            icon={<EyeOffRegular />}
            disabledFocusable={visibility.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('admin:company.hide')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin:company.hideTitle')}
        name={name}
        text={t('admin:company.hideText')}
        confirm={t('admin:company.hideConfirm')}
        cancel={t('admin:common.cancel')}
        pending={visibility.isPending}
        onConfirm={() => change(true)}
      />
    </>
  );
}

/**
 * Where the latest proposal stands: waiting for review (since when), approved (when), or rejected
 * (when, and the chamber's reason). A polite live region: a change while the screen is open is read out.
 */
export function ProposalStatus({ change }: { change: ListingChange | null }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  let bar: ReactNode = null;
  if (change?.status === 'pending') {
    bar = (
      <MessageBar intent="info" layout="multiline" icon={<ClockRegular />}>
        <MessageBarBody>
          <MessageBarTitle>{t('admin:company.proposal.pendingTitle')}</MessageBarTitle>
          {t('admin:company.proposal.pending', { date: formatDate(change.createdAt, DATE_TIME_FORMAT) })}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (change) {
    const date = formatDate(change.decidedAt ?? change.createdAt, DATE_TIME_FORMAT);
    bar =
      change.status === 'approved' ? (
        <MessageBar intent="success" layout="multiline" icon={<CheckmarkCircleRegular />}>
          <MessageBarBody>
            <MessageBarTitle>{t('admin:company.proposal.approvedTitle')}</MessageBarTitle>
            {t('admin:company.proposal.approved', { date })}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('admin:company.proposal.rejectedTitle')}</MessageBarTitle>
            {t('admin:company.proposal.rejected', { date })}
            {change.reason ? (
              <p className={styles.reason}>{t('admin:company.proposal.reason', { reason: change.reason })}</p>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      );
  }
  return <div role="status">{bar}</div>;
}
