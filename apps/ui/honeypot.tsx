import { makeStyles } from '@fluentui/react-components';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // Off-screen rather than display:none or visibility:hidden, which some bots recognise and skip.
  wrapper: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  },
});

/**
 * The public forms' honeypot (`website`): a text field people never see, reach by Tab or hear
 * (off-screen, `tabIndex={-1}`, `aria-hidden` wrapper); its label (`common:honeypot.label`, loaded
 * wherever the web's, the admin's or the desktop's forms are) asks anyone who does see it to leave
 * it empty. Bots that fill in every field fill it in, and the server stores their submission as
 * spam while answering as usual. Used by the public site's contact and subscribe forms and the
 * admin module's register form. Place it inside a positioned form or anywhere: it takes no room.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.wrapper} aria-hidden="true" data-testid="honeypot">
      <label htmlFor={id}>{t('honeypot.label')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
