import { Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  center: { minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** A centred spinner while the current user loads. */
export function CenteredSpinner() {
  const { t } = useTranslation('admin');
  return (
    <div className={useStyles().center}>
      <Spinner label={t('admin:common.loading')} />
    </div>
  );
}
