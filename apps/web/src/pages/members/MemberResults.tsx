import { makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MemberListPage } from '../../../../../shared/entities';
import { ButtonLink } from '../../../../ui/button-link';
import { MemberCard } from '../../components/Cards';
import { CardGrid } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { EmptyState, ResultsToolbar } from '../../components/States';
import { pageCountOf } from '../../lib/pages';
import { useLocalize } from '../../page-context';
import { MEMBERS_PATH, isFiltered, membersQuery } from './address';

const useStyles = makeStyles({
  summary: { minHeight: '32px', marginBottom: tokens.spacingVerticalL },
});

/**
 * The server's page of the member list (plain HTML, no island): how many match the filters, the
 * page's cards or the empty state, and links to the other pages, which work without JavaScript.
 */
export function MemberResults({ page }: { page: MemberListPage }) {
  const { t } = useTranslation(['members', 'common']);
  const styles = useStyles();
  const localize = useLocalize();
  const pageCount = pageCountOf(page.total, page.pageSize);
  return (
    <>
      <ResultsToolbar
        countText={t('members:list.count', { count: page.total })}
        countTestId="member-count"
        className={styles.summary}
      >
        {isFiltered(page.filters) ? (
          <ButtonLink to={MEMBERS_PATH} appearance="subtle" icon={<DismissRegular aria-hidden />}>
            {t('members:filters.clear')}
          </ButtonLink>
        ) : null}
      </ResultsToolbar>
      {page.items.length === 0 ? (
        <EmptyState title={t('members:empty.title')} text={t('common:common.tryAdjusting')} />
      ) : (
        <CardGrid>
          {page.items.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </CardGrid>
      )}
      <Pagination
        label={t('members:pagination.label')}
        page={page.page}
        pageCount={pageCount}
        hrefOf={(target) => `${localize(MEMBERS_PATH)}${membersQuery(page.filters, target)}`}
      />
    </>
  );
}
