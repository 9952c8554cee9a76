import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Select,
  Tab,
  TabList,
  makeStyles,
  tokens,
  useId,
  type BadgeProps,
} from '@fluentui/react-components';
import { InfoRegular, MailRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import {
  COMPLIANCE_SECTORS,
  CUSTOMS_DOCUMENTS,
  DUE_DILIGENCE_RULES,
  OVERVIEW_TOPICS,
  REGULATION_TABS,
  TARIFF_ROWS,
  TRADE_AGREEMENTS,
  UPDATE_REGIONS,
  type AgreementStatus,
  type RegulationTab,
  type TradeAgreement,
} from '../data/regulations';

/** Badge colour of each agreement status. */
const STATUS_COLORS: Record<AgreementStatus, BadgeProps['color']> = {
  'in-force': 'success',
  'pending-ratification': 'warning',
  'concluded-not-in-force': 'informative',
  various: 'subtle',
};

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalXL },
  panel: { display: 'grid', gap: tokens.spacingVerticalXL },
  h2: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  h3: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400, maxWidth: '52rem' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  small: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  tableWrap: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    '& th, & td': {
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    '& thead th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
    '& tbody th': { fontWeight: tokens.fontWeightSemibold },
    // Rates line up on the right; the attribute outranks the cell rule above.
    '& [data-numeric]': { textAlign: 'right', whiteSpace: 'nowrap' },
  },
  caption: {
    captionSide: 'top',
    textAlign: 'left',
    padding: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightSemibold,
  },
  nowrap: { whiteSpace: 'nowrap' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'end',
    maxWidth: '52rem',
  },
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: `${tokens.spacingVerticalM} 0 0`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** Trade regulations (§2): four tabs of static guidance and the Regulatory Updates sign-up. */
export function TradeRegulationsPage() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  usePage('regulations');
  const [tab, setTab] = useState<RegulationTab>('overview');
  const idPrefix = useId('regulation-tab');
  const panelId = `${idPrefix}-panel`;
  return (
    <>
      <PageHero title={t('regulations:hero.title')} text={t('regulations:hero.text')} />
      <Section>
        <div className={styles.tabs}>
          <TabList
            selectedValue={tab}
            onTabSelect={(_event, data) => setTab(data.value as RegulationTab)}
            aria-label={t('regulations:tabs.label')}
          >
            {REGULATION_TABS.map((value) => (
              <Tab key={value} value={value} id={`${idPrefix}-${value}`} aria-controls={panelId}>
                {t(`regulations:tabs.${value}`)}
              </Tab>
            ))}
          </TabList>
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${tab}`} className={styles.panel}>
          {tab === 'overview' ? <OverviewPanel /> : null}
          {tab === 'tariffs' ? <TariffsPanel /> : null}
          {tab === 'agreements' ? <AgreementsPanel /> : null}
          {tab === 'compliance' ? <CompliancePanel /> : null}
        </div>
      </Section>
      <RegulatoryUpdates />
    </>
  );
}

function OverviewPanel() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <h2 className={styles.h2}>{t('regulations:overview.title')}</h2>
      <p className={styles.text}>{t('regulations:overview.p1')}</p>
      <p className={styles.text}>{t('regulations:overview.p2')}</p>
      <h2 className={styles.h2}>{t('regulations:overview.topicsTitle')}</h2>
      <CardGrid>
        {OVERVIEW_TOPICS.map((topic) => (
          <Card key={topic} className={styles.card}>
            <h3 className={styles.h3}>{t(`regulations:overview.topics.${topic}.title`)}</h3>
            <p className={styles.text}>{t(`regulations:overview.topics.${topic}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}

function TariffsPanel() {
  const { t, i18n } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rate = (value: number) => percent.format(value / 100);
  return (
    <>
      <h2 className={styles.h2}>{t('regulations:tariffs.title')}</h2>
      <p className={styles.text}>{t('regulations:tariffs.intro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="tariff-table">
          <caption className={styles.caption}>{t('regulations:tariffs.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('regulations:tariffs.table.product')}</th>
              <th scope="col">{t('regulations:tariffs.table.hsCode')}</th>
              <th scope="col" data-numeric>
                {t('regulations:tariffs.table.euMfn')}
              </th>
              <th scope="col" data-numeric>
                {t('regulations:tariffs.table.euPreferential')}
              </th>
              <th scope="col" data-numeric>
                {t('regulations:tariffs.table.mercosurCet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {TARIFF_ROWS.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(`regulations:tariffs.rows.${row.id}`)}</th>
                <td className={styles.nowrap}>{row.hsCode}</td>
                <td data-numeric>{rate(row.euMfn)}</td>
                <td data-numeric>{rate(row.euPreferential)}</td>
                <td data-numeric>{rate(row.mercosurCet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.small}>{t('regulations:tariffs.table.footnote')}</p>
      <h2 className={styles.h2}>{t('regulations:tariffs.documentsTitle')}</h2>
      <CardGrid>
        {CUSTOMS_DOCUMENTS.map((doc) => (
          <Card key={doc} className={styles.card}>
            <h3 className={styles.h3}>{t(`regulations:tariffs.documents.${doc}.title`)}</h3>
            <p className={styles.text}>{t(`regulations:tariffs.documents.${doc}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
    </>
  );
}

function AgreementsPanel() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <h2 className={styles.h2}>{t('regulations:agreements.title')}</h2>
      <p className={styles.text}>{t('regulations:agreements.intro')}</p>
      <CardGrid>
        {TRADE_AGREEMENTS.map((agreement) => (
          <AgreementCard key={agreement.id} agreement={agreement} />
        ))}
      </CardGrid>
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}

function AgreementCard({ agreement }: { agreement: TradeAgreement }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const key = `regulations:agreements.items.${agreement.id}`;
  return (
    <Card className={styles.card} data-testid="agreement-card">
      <div>
        <Badge appearance="tint" color={STATUS_COLORS[agreement.status]}>
          {t(`regulations:agreements.status.${agreement.status}`)}
        </Badge>
      </div>
      <h3 className={styles.h3}>{t(`${key}.name`)}</h3>
      <p className={styles.small}>{t(`${key}.parties`)}</p>
      <p className={styles.text}>{t(`${key}.summary`)}</p>
      {agreement.year !== null ? (
        <p className={styles.small}>
          {t(`regulations:agreements.milestone.${agreement.status}`, { year: agreement.year })}
        </p>
      ) : null}
    </Card>
  );
}

function CompliancePanel() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <h2 className={styles.h2}>{t('regulations:compliance.title')}</h2>
      <p className={styles.text}>{t('regulations:compliance.intro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="compliance-table">
          <caption className={styles.caption}>{t('regulations:compliance.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('regulations:compliance.table.sector')}</th>
              <th scope="col">{t('regulations:compliance.table.requirements')}</th>
              <th scope="col">{t('regulations:compliance.table.certification')}</th>
              <th scope="col">{t('regulations:compliance.table.leadTime')}</th>
            </tr>
          </thead>
          <tbody>
            {COMPLIANCE_SECTORS.map((sector) => (
              <tr key={sector.id}>
                <th scope="row">{t(`regulations:compliance.sectors.${sector.id}.name`)}</th>
                <td>{t(`regulations:compliance.sectors.${sector.id}.requirements`)}</td>
                <td>{t(`regulations:compliance.sectors.${sector.id}.certification`)}</td>
                <td className={styles.nowrap}>
                  {t('regulations:compliance.table.weeks', {
                    min: sector.leadTimeWeeks[0],
                    max: sector.leadTimeWeeks[1],
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className={styles.h2}>{t('regulations:compliance.dueDiligence.title')}</h2>
      <p className={styles.text}>{t('regulations:compliance.dueDiligence.intro')}</p>
      <CardGrid>
        {DUE_DILIGENCE_RULES.map((rule) => (
          <Card key={rule} className={styles.card}>
            <h3 className={styles.h3}>{t(`regulations:compliance.dueDiligence.items.${rule}.title`)}</h3>
            <p className={styles.text}>{t(`regulations:compliance.dueDiligence.items.${rule}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}

/** The Regulatory Updates sign-up (§2 shows no submit behaviour): usable fields, submit disabled with a note. */
function RegulatoryUpdates() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const noteId = useId('updates-note');
  const [email, setEmail] = useState('');
  const [region, setRegion] = useState<string>('all');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <Section
      id="regulatory-updates"
      className={styles.band}
      title={t('regulations:updates.title')}
      intro={t('regulations:updates.text')}
    >
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('regulations:updates.title')} noValidate>
        <Field label={t('regulations:updates.email')}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            contentBefore={<MailRegular aria-hidden />}
            placeholder={t('common:common.emailPlaceholder')}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
        <Field label={t('regulations:updates.region')}>
          <Select value={region} onChange={(_event, data) => setRegion(data.value)}>
            {UPDATE_REGIONS.map((code) => (
              <option key={code} value={code}>
                {code === 'all' ? t('regulations:updates.allRegions') : t(`common:regions.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <Button type="submit" appearance="primary" disabledFocusable aria-describedby={noteId}>
            {t('regulations:updates.submit')}
          </Button>
        </div>
      </form>
      <p id={noteId} className={styles.note}>
        <InfoRegular aria-hidden /> {t('regulations:updates.note')}
      </p>
    </Section>
  );
}
