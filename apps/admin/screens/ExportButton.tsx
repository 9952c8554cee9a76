import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** The admin lists that download as CSV (`GET /api/admin/<list>/export`). */
export type ExportableList = 'members' | 'events' | 'news' | 'contact-submissions';

export const listExportUrl = (list: ExportableList) => `/api/admin/${list}/export`;

/**
 * 'Export CSV' beside a list's heading: a plain download, so the browser sends the session cookie
 * and saves the file under the server's name (the list and the day).
 */
export function ExportButton({ list }: { list: ExportableList }) {
  const { t } = useTranslation('admin');
  return (
    <Button as="a" href={listExportUrl(list)} download icon={<ArrowDownloadRegular />}>
      {t('admin:common.exportCsv')}
    </Button>
  );
}
