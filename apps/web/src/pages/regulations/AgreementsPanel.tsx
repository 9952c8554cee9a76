import { Badge, Card, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AgreementStatus, TradeAgreement } from '../../../../../shared/resources';
import { EnglishOnlyNote, useTextLanguage } from '../../components/ContentLanguage';
import { CardTitle } from '../../components/DocumentCard';
import { CardGrid } from '../../components/Page';
import { EmptyState } from '../../components/States';
import { PanelHeading, PanelText } from '../../components/TabbedPanel';

/** Badge colour of each agreement status. */
const STATUS_COLORS: Record<AgreementStatus, BadgeProps['color']> = {
  'in-force': 'success',
  'pending-ratification': 'warning',
  'concluded-not-in-force': 'informative',
  various: 'subtle',
};
const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  small: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

/** The agreements in staff's order (a tab panel: rendered apart from the page, so given its items). */
export function AgreementsPanel({ agreements }: { agreements: TradeAgreement[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <PanelHeading>{t('regulations:agreements.title')}</PanelHeading>
      <PanelText>{t('regulations:agreements.intro')}</PanelText>
      {agreements.length ? (
        <CardGrid>
          {agreements.map((agreement) => (
            <AgreementCard key={agreement.id} agreement={agreement} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState title={t('regulations:agreements.empty')} />
      )}
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}

function AgreementCard({ agreement }: { agreement: TradeAgreement }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(agreement);
  return (
    <Card className={styles.card} data-testid="agreement-card">
      <div>
        <Badge appearance="tint" color={STATUS_COLORS[agreement.status]}>
          {t(`regulations:agreements.status.${agreement.status}`)}
        </Badge>
      </div>
      <CardTitle lang={textLang}>{agreement.title}</CardTitle>
      <p className={styles.text} lang={textLang}>
        {agreement.description}
      </p>
      <EnglishOnlyNote lang={textLang} />
      {agreement.year !== null ? (
        <p className={styles.small}>
          {agreement.status === 'various'
            ? agreement.year
            : t(`regulations:agreements.milestone.${agreement.status}`, { year: agreement.year })}
        </p>
      ) : null}
    </Card>
  );
}
