import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The admin lists that download as CSV (`GET /api/admin/<list>/export`). */
export type ExportableList = 'members' | 'events' | 'news' | 'contact-submissions';

export const listExportUrl = (list: ExportableList) => `/api/admin/${list}/export`;

/**
 * A file the server makes (a CSV list, a person's data) as a plain download link styled as a button:
 * the browser sends the session cookie and saves the file under the server's name.
 */
export function DownloadButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button as="a" href={href} download icon={<ArrowDownloadRegular />}>
      {children}
    </Button>
  );
}

/** 'Export CSV' beside a list's heading (the file is named after the list and the day). */
export function ExportButton({ list }: { list: ExportableList }) {
  const { t } = useTranslation('admin');
  return <DownloadButton href={listExportUrl(list)}>{t('admin:common.exportCsv')}</DownloadButton>;
}
