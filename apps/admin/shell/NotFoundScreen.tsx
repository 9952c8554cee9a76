import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link';
import { useAdminPageMeta } from '../kit/page';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
    padding: `${tokens.spacingVerticalXXXL} 0`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Any unknown /admin/* path: a title and a link back to the dashboard. */
export function NotFoundScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  useAdminPageMeta(t('admin:notFound.title'), t('admin:notFound.text'));
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('admin:notFound.title')}</h1>
      <p className={styles.text}>{t('admin:notFound.text')}</p>
      <ButtonLink to="/admin" appearance="primary" icon={<ArrowLeftRegular />}>
        {t('admin:notFound.back')}
      </ButtonLink>
    </div>
  );
}
