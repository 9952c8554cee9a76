import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOME_COUNTS } from '../../../../../shared/constants';
import { MemberCard } from '../../components/Cards';
import { CardGrid, Section } from '../../components/Page';
import { EmptyState } from '../../components/States';
import { useMembers } from '../../hooks/content';
import { MoreLink } from './MoreLink';

const useStyles = makeStyles({
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  /** Fewer cards than columns: stretch them over the row instead of leaving a gap. */
});

export function FeaturedMembers() {
  const { t } = useTranslation(['home', 'common']);
  const styles = useStyles();
  const { data = [] } = useMembers();
  const members = data.slice(0, HOME_COUNTS.members);
  return (
    <Section
      id="featured-members"
      title={t('home:members.title')}
      intro={t('home:members.intro')}
      className={styles.tinted}
    >
      {members.length === 0 ? (
        <EmptyState title={t('home:members.empty')} />
      ) : (
        <CardGrid>
          {members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </CardGrid>
      )}
      <MoreLink to="/members">{t('home:members.viewAll')}</MoreLink>
    </Section>
  );
}
