import { createHash } from 'node:crypto';
import type { Database } from '../../server/db';
import type { DocumentKind, ResourceFileFormat } from '../../shared/resources';

// Tiny real document files built in memory (a PDF, ZIP archives and the Office packages, which are
// ZIP archives) and document rows to download them through.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: string | Buffer;
  /**
   * The uncompressed size the entry claims (default: its real size). A ZIP bomb claims far more
   * than it holds; nothing that reads only the directory may act on it.
   */
  declaredSize?: number;
}

/** A ZIP archive with the entries stored (not compressed), local headers, central directory and end record. */
export function buildZip(entries: readonly ZipEntry[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const declared = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment, 'latin1');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships/>';

/** The entries of a minimal Office package of each kind. */
const OFFICE_PARTS = {
  docx: ['word/document.xml', '<w:document/>'],
  xlsx: ['xl/workbook.xml', '<workbook/>'],
  pptx: ['ppt/presentation.xml', '<p:presentation/>'],
} as const;

/** A minimal (structurally real) DOCX, XLSX or PPTX package. */
export function officeFile(format: 'docx' | 'xlsx' | 'pptx'): Buffer {
  const [part, xml] = OFFICE_PARTS[format];
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: RELS },
    { name: part, data: xml },
  ]);
}

/** A minimal one-page PDF (with non-ASCII bytes in it, so byte ranges are tested on binary data). */
export function minimalPdf(text = 'Hello'): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%', 'latin1'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
    Buffer.from(
      [
        '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
        `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj`,
        `4 0 obj << /Length ${text.length + 20} >> stream\nBT /F1 12 Tf (${text}) Tj ET\nendstream endobj`,
        'trailer << /Root 1 0 R >>',
        '%%EOF',
        '',
      ].join('\n'),
      'latin1',
    ),
  ]);
}

/** A small file of each accepted format. */
export function sampleFile(format: ResourceFileFormat): Buffer {
  switch (format) {
    case 'pdf':
      return minimalPdf();
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return officeFile(format);
    case 'csv':
      return Buffer.from('\ufeffcountry;exports;imports\nSweden;"1 200,5";900\nSpain;800;"7;1"\n', 'utf8');
    case 'zip':
      return buildZip([{ name: 'data/readme.txt', data: 'hello' }]);
  }
}

/** Stores a file row directly (as an upload would), returning its id. */
export async function storeFile(
  db: Database,
  bytes: Buffer,
  overrides: { name?: string; format?: ResourceFileFormat } = {},
): Promise<number> {
  const file = await db.models.ResourceFile.create({
    name: overrides.name ?? 'file.pdf',
    format: overrides.format ?? 'pdf',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    createdBy: null,
  });
  return file.id;
}

/** The fields a download looks at; the rest of each collection's required fields are filled in. */
export interface DocumentOverrides {
  fileId?: number | null;
  externalUrl?: string | null;
  membersOnly?: boolean;
  deletedAt?: Date | null;
}

/** A document of `kind` to download, straight through its model. */
export async function createDocument(
  db: Database,
  kind: DocumentKind,
  overrides: DocumentOverrides = {},
): Promise<{ id: number }> {
  const document = { fileId: null, externalUrl: null, membersOnly: false, deletedAt: null, ...overrides };
  const { MarketReport, InvestmentGuide, Publication } = db.models;
  switch (kind) {
    case 'reports':
      return MarketReport.create({
        title: 'Report',
        description: 'A report.',
        category: 'general',
        publishedOn: '2026-01-15',
        thumbnail: null,
        ...document,
      });
    case 'guides':
      return InvestmentGuide.create({
        kind: 'country',
        title: 'Guide',
        description: 'A guide.',
        region: null,
        category: null,
        pages: null,
        updatedOn: '2026-01-15',
        cover: null,
        ...document,
      });
    case 'publications':
      return Publication.create({
        type: 'white-paper',
        title: 'Publication',
        abstract: 'A publication.',
        authors: ['A. Author'],
        publishedOn: '2026-01-15',
        pages: null,
        journal: null,
        journalIssue: null,
        cover: null,
        ...document,
      });
  }
}

/** A document's download count as stored. */
export async function downloadsOf(db: Database, kind: DocumentKind, id: number): Promise<number> {
  const { MarketReport, InvestmentGuide, Publication } = db.models;
  const row =
    kind === 'reports'
      ? await MarketReport.findByPk(id)
      : kind === 'guides'
        ? await InvestmentGuide.findByPk(id)
        : await Publication.findByPk(id);
  if (!row) throw new Error(`no ${kind} ${id}`);
  return row.downloads;
}
