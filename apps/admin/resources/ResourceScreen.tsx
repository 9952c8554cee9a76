import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isDocumentKind, type ResourceFile, type ResourceKind } from '../../../shared/resources';
import { can } from '../../../shared/roles';
import type { ItemOfKind, PayloadOfKind } from '../queries/content';
import { ItemDialog, createTarget, editTarget, type DialogTarget, type ItemFormSpec } from '../kit/forms/ItemDialog';
import { AdminList, type AdminColumn, type AdminFilter, type RowContext } from '../kit/AdminList';
import { AddButton, RowActions } from '../kit/ContentActions';
import { TranslationStates, useTranslationFilter } from '../kit/TranslationStates';
import { useCurrentUser } from '../session';
import { DocumentSourceCell, MembersOnlyBadge } from './cells';

/**
 * What makes one collection's screen: its form, how a row is named, its key facts as columns and
 * its filters. Its texts are `admin:<kind>.*` (title, description, search, searchPlaceholder, add,
 * edit, columns.*, fields.*).
 */
export interface ResourceListSpec<K extends ResourceKind, In extends FieldValues, Out extends PayloadOfKind[K]> {
  kind: K;
  form: ItemFormSpec<K, In, Out>;
  /** The row's name: its title, or a person's name. */
  name: (item: ItemOfKind[K]) => string;
  /** A second line under the name (a person's role), if any. */
  detail?: (item: ItemOfKind[K]) => string | null;
  /** The columns between the name and the actions: the collection's key facts. */
  useFacts: () => AdminColumn<ItemOfKind[K]>[];
  /** The list's filters besides the translation filter (the list query schema's). */
  useFilters: () => AdminFilter[];
  /** More buttons of a listed (not deleted) row, after Edit and Delete. */
  rowExtra?: (item: ItemOfKind[K]) => ReactNode;
  /** The table's narrowest width. */
  minWidth?: string;
}

/** The parts of a document a list shows. */
interface ListedDocument {
  file: ResourceFile | null;
  externalUrl: string | null;
  membersOnly: boolean;
  downloads: number;
}

const isDocument = (item: object): item is ListedDocument => 'downloads' in item && 'membersOnly' in item;

const useStyles = makeStyles({
  name: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  count: { fontVariantNumeric: 'tabular-nums' },
});

/**
 * /admin/<kind> of a resource collection: the paged list (searched and filtered by the server,
 * deleted items for admins), each row's name with its translation states, the collection's facts,
 * for documents the file or external link, a lock for members-only ones and the download count;
 * Add, Edit (the dialog with its language tabs), Delete (asks first) and Restore.
 */
export function ResourceScreen<K extends ResourceKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
}: {
  spec: ResourceListSpec<K, In, Out>;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const role = useCurrentUser().data?.role;
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const translationFilter = useTranslationFilter();
  const facts = spec.useFacts();
  const filters = spec.useFilters();
  const { kind } = spec;

  const nameColumn: AdminColumn<ItemOfKind[K]> = {
    key: 'name',
    header: t(`admin:${kind}.columns.name`),
    width: '32%',
    render: (item) => {
      const detail = spec.detail?.(item);
      return (
        <>
          <span className={styles.name}>{spec.name(item)}</span>
          {detail ? <span className={styles.sub}>{detail}</span> : null}
          {isDocument(item) && item.membersOnly ? (
            <span className={styles.badges}>
              <MembersOnlyBadge />
            </span>
          ) : null}
          <TranslationStates translations={item.translations} />
        </>
      );
    },
  };
  const documentColumns: AdminColumn<ItemOfKind[K]>[] = [
    {
      key: 'source',
      header: t('admin:resources.columns.file'),
      width: '12rem',
      render: (item) =>
        isDocument(item) ? <DocumentSourceCell file={item.file} externalUrl={item.externalUrl} /> : null,
    },
    {
      key: 'downloads',
      header: t('admin:resources.columns.downloads'),
      width: '7rem',
      render: (item) => (isDocument(item) ? <span className={styles.count}>{item.downloads}</span> : null),
    },
  ];
  const actionsColumn: AdminColumn<ItemOfKind[K]> = {
    key: 'actions',
    header: t('admin:common.actions'),
    width: spec.rowExtra ? '12rem' : '8rem',
    render: (item, { deleted }: RowContext) => (
      <span className={styles.actions}>
        <RowActions
          kind={kind}
          id={item.id}
          name={spec.name(item)}
          deleted={deleted}
          onEdit={() => setDialog(editTarget(item.id))}
        />
        {!deleted && spec.rowExtra ? spec.rowExtra(item) : null}
      </span>
    ),
  };
  const documents = isDocumentKind(kind);
  const columns = [nameColumn, ...facts, ...(documents ? documentColumns : []), actionsColumn];

  return (
    <>
      <AdminList
        kind={kind}
        title={t(`admin:${kind}.title`)}
        description={t(`admin:${kind}.description`)}
        actions={<AddButton label={t(`admin:${kind}.add`)} onAdd={() => setDialog(createTarget())} />}
        searchLabel={t(`admin:${kind}.search`)}
        searchPlaceholder={t(`admin:${kind}.searchPlaceholder`)}
        filters={[...filters, translationFilter]}
        canShowDeleted={can(role, 'content:restore')}
        columns={columns}
        minWidth={spec.minWidth ?? (documents ? '1000px' : '800px')}
      />
      <ItemDialog spec={spec.form} target={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
