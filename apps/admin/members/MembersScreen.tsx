import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES, REGIONS, type ManagedMember } from '../../../shared/entities';
import { can } from '../../../shared/roles';
import { memberForm } from '../kit/forms/forms';
import { ItemDialog, createTarget, editTarget, type DialogTarget } from '../kit/forms/ItemDialog';
import { useCurrentUser } from '../session';
import { AdminList, type AdminColumn } from '../kit/AdminList';
import { AddButton, RowActions } from '../kit/ContentActions';
import { ExportButton } from '../kit/ExportButton';
import { CsvDropZone, ImportButton } from '../imports';
import { TranslationStates, useTranslationFilter } from '../kit/TranslationStates';
import { YesNo } from '../kit/page';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  visibility: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalXS,
  },
});

/**
 * Why a member is not in the public directory, if it is not: staff have not published it (a listing
 * made from an application may wait), or the member hid it from its company page.
 */
function Visibility({ member }: { member: ManagedMember }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (member.published && !member.hidden) return null;
  return (
    <span className={styles.visibility}>
      {member.published ? null : (
        <Badge appearance="tint" color="warning">
          {t('admin:members.notPublished')}
        </Badge>
      )}
      {member.hidden ? (
        <Badge appearance="outline" color="informative">
          {t('admin:members.hiddenByMember')}
        </Badge>
      ) : null}
    </span>
  );
}

/** /admin/members: the member companies, paged and searched by the server (name, industry, region). */
export function MembersScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const role = useCurrentUser().data?.role;
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const translationFilter = useTranslationFilter();

  const columns: AdminColumn<ManagedMember>[] = [
    {
      key: 'name',
      header: t('admin:members.columns.name'),
      width: '30%',
      render: (member) => (
        <>
          <span className={styles.name}>{member.name}</span>
          <span className={styles.sub}>{member.location}</span>
          <Visibility member={member} />
          <TranslationStates translations={member.translations} />
        </>
      ),
    },
    {
      key: 'industry',
      header: t('admin:members.columns.industry'),
      render: (member) => t(`common:industries.${member.industry}`),
    },
    {
      key: 'region',
      header: t('admin:members.columns.region'),
      render: (member) => t(`common:regions.${member.region}`),
    },
    {
      key: 'featured',
      header: t('admin:members.columns.featured'),
      width: '7rem',
      render: (member) => <YesNo value={member.featured} />,
    },
    {
      key: 'actions',
      header: t('admin:common.actions'),
      width: '8rem',
      render: (member, { deleted }) => (
        <RowActions
          kind="members"
          id={member.id}
          name={member.name}
          deleted={deleted}
          onEdit={() => setDialog(editTarget(member.id))}
        />
      ),
    },
  ];

  return (
    <>
      <CsvDropZone kind="members">
        <AdminList
          kind="members"
          title={t('admin:members.title')}
          description={t('admin:members.description')}
          actions={
            <>
              <ExportButton list="members" />
              <ImportButton kind="members" />
              <AddButton label={t('admin:members.add')} onAdd={() => setDialog(createTarget())} />
            </>
          }
          searchLabel={t('admin:members.search')}
          searchPlaceholder={t('admin:members.searchPlaceholder')}
          filters={[
            {
              name: 'industry',
              label: t('admin:members.columns.industry'),
              options: INDUSTRIES.map((code) => ({ value: code, label: t(`common:industries.${code}`) })),
            },
            {
              name: 'region',
              label: t('admin:members.columns.region'),
              options: REGIONS.map((code) => ({ value: code, label: t(`common:regions.${code}`) })),
            },
            translationFilter,
          ]}
          canShowDeleted={can(role, 'content:restore')}
          columns={columns}
        />
      </CsvDropZone>
      <ItemDialog spec={memberForm} target={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
