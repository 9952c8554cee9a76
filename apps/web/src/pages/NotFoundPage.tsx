import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button-link';
import { Container } from '../components/Page';
import { usePageHead } from '../page-head';

const useStyles = makeStyles({
  root: { padding: `${tokens.spacingVerticalXXXL} 0`, textAlign: 'center' },
  title: {
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightBold,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  text: { color: tokens.colorNeutralForeground2, margin: `0 0 ${tokens.spacingVerticalXL}` },
});

/** Any unknown path: '404 Page Not Found' / 'Did you forget to add the page to the router?'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageHead({ title: t('notFound.title'), description: t('notFound.metaDescription') });
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </Container>
  );
}
