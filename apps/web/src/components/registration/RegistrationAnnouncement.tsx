import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RegistrationResult } from '../../../../../shared/schemas/registrations';
import { useFocusWhenShown } from '../../hooks/form-result';

const useStyles = makeStyles({
  success: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  failure: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
});

/**
 * The registration's outcome (confirmed, or the place on the waiting list) or its refusal. One live
 * region, present from the start and after the form, so that what appears in it is announced (and
 * stays where it was when the form gives way to the result).
 */
export function RegistrationAnnouncement({
  result,
  failure,
}: {
  result: { outcome: RegistrationResult; email: string } | null | undefined;
  failure: string | null | undefined;
}) {
  const { t } = useTranslation(['events', 'common']);
  const styles = useStyles();
  // The result and a refusal take the focus once shown, so a screen reader reads them at once.
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(result);
  const failureRef = useFocusWhenShown<HTMLParagraphElement>(failure);

  let announcement = null;
  if (result) {
    const { outcome, email } = result;
    announcement = (
      <p ref={resultRef} tabIndex={-1} className={styles.success} data-testid="registration-result">
        {outcome.status === 'confirmed'
          ? t('events:registration.confirmed', { email })
          : outcome.waitlistPosition !== null
            ? t('events:registration.waitlisted', { position: outcome.waitlistPosition })
            : t('events:registration.waitlistedNoPosition')}
      </p>
    );
  } else if (failure) {
    announcement = (
      <p ref={failureRef} tabIndex={-1} className={styles.failure} data-testid="registration-error">
        {failure}
      </p>
    );
  }
  return (
    <div aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
