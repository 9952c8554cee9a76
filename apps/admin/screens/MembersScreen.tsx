import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../shared/entities';
import { useAdminMembers } from '../admin-queries';
import { AdminList, matchesText, type AdminColumn } from './AdminList';
import { AddButton, RowActions } from './ContentActions';
import { YesNo } from './page';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** /admin/members: the member companies, searchable by name, industry or region. */
export function MembersScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const query = useAdminMembers();

  const industry = (member: Member) => t(`common:industries.${member.industry}`);
  const region = (member: Member) => t(`common:regions.${member.region}`);
  const columns: AdminColumn<Member>[] = [
    {
      key: 'name',
      header: t('admin:members.columns.name'),
      width: '30%',
      render: (member) => (
        <>
          <span className={styles.name}>{member.name}</span>
          <span className={styles.sub}>{member.location}</span>
        </>
      ),
    },
    { key: 'industry', header: t('admin:members.columns.industry'), render: industry },
    { key: 'region', header: t('admin:members.columns.region'), render: region },
    {
      key: 'featured',
      header: t('admin:members.columns.featured'),
      width: '7rem',
      render: (member) => <YesNo value={member.featured} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '7rem',
      render: (member) => <RowActions name={member.name} />,
    },
  ];

  return (
    <AdminList
      title={t('admin:members.title')}
      description={t('admin:members.description')}
      actions={<AddButton label={t('admin:members.add')} />}
      searchLabel={t('admin:members.search')}
      searchPlaceholder={t('admin:members.searchPlaceholder')}
      query={query}
      // Codes and their translated labels both match ('nordic' and 'Nordic countries').
      matches={(member, needle) =>
        matchesText(needle, member.name, member.industry, industry(member), member.region, region(member))
      }
      columns={columns}
    />
  );
}
