import { downloadPath, type DocumentFields, type DocumentKind, type ResourceFile } from '../../shared/resources';

// What every document (report, guide, publication) shows of its file and of where it is downloaded.

/** The columns of a document row the document fields come from. */
export interface DocumentRow {
  id: number;
  fileId: number | null;
  externalUrl: string | null;
  membersOnly: boolean;
  downloads: number;
}

/**
 * The document fields of `item` with its file (from `documentFiles`; undefined when it has none).
 * Staff see the file's id (to keep it on save), the public does not. The public never sees the
 * external address of a members-only document: the lists and pages are the same for every visitor
 * (and cached so), and the address opens the document without the download route's member check.
 */
export function documentFields(
  kind: DocumentKind,
  item: DocumentRow,
  file: ResourceFile | undefined,
  staff: true,
): Omit<DocumentFields, 'file'> & { file: ResourceFile | null };
export function documentFields(
  kind: DocumentKind,
  item: DocumentRow,
  file: ResourceFile | undefined,
  staff?: false,
): DocumentFields;
export function documentFields(
  kind: DocumentKind,
  item: DocumentRow,
  file: ResourceFile | undefined,
  staff = false,
): DocumentFields | (Omit<DocumentFields, 'file'> & { file: ResourceFile | null }) {
  const shown = file && item.fileId !== null ? file : null;
  return {
    downloadUrl: shown || item.externalUrl ? downloadPath(kind, item.id) : null,
    file: shown ? (staff ? shown : { name: shown.name, format: shown.format, size: shown.size }) : null,
    externalUrl: staff || !item.membersOnly ? item.externalUrl : null,
    external: !shown && item.externalUrl !== null,
    membersOnly: Boolean(item.membersOnly),
    downloads: item.downloads,
  };
}
