import type { ResourceFileFormat } from '../../shared/resources';

// What an uploaded document is, decided from its bytes alone: the name and the declared type are
// whatever the uploader's machine says, and a file served back with the wrong type is how a page
// of HTML would end up running under the site's origin.

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** The format of a document's bytes, or null when it is none of the accepted formats. */
export function detectFileFormat(bytes: Buffer): ResourceFileFormat | null {
  if (bytes.length === 0) return null;
  if (isPdf(bytes)) return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER_SIGNATURE) {
    const names = zipEntryNames(bytes);
    return names ? officeFormatOf(names) : null;
  }
  return isCsv(bytes) ? 'csv' : null;
}

/** `%PDF-` and a version digit at the very start (as every PDF writer puts it). */
function isPdf(bytes: Buffer): boolean {
  if (bytes.length <= PDF_SIGNATURE.length) return false;
  if (!bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return false;
  const version = bytes[PDF_SIGNATURE.length]!;
  return version >= 0x30 && version <= 0x39;
}

// ---- ZIP (and the Office formats, which are ZIP packages) ----

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT_LENGTH = 0xffff;

/**
 * The entry names of a ZIP archive, read from its central directory only (nothing is inflated, and
 * the sizes the entries declare uncompressed are never read), or null when the structure does not
 * hold together: the end record is not where its comment length says, the directory or an entry's
 * data lies outside the archive, the entry count does not match the directory, the archive spans
 * disks or needs ZIP64 (no document under the upload limit does).
 */
export function zipEntryNames(bytes: Buffer): string[] | null {
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return null;
  const diskNumber = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesOnDisk = bytes.readUInt16LE(end + 8);
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) return null;
  // 0xFFFF / 0xFFFFFFFF mean "see the ZIP64 record".
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null;
  if (entryCount === 0) return null;
  // The directory ends where the end record starts, and holds at least a fixed header per entry.
  if (directoryOffset + directorySize !== end) return null;
  if (entryCount * CENTRAL_HEADER_SIZE > directorySize) return null;

  const names: string[] = [];
  let position = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (position + CENTRAL_HEADER_SIZE > end) return null;
    if (bytes.readUInt32LE(position) !== CENTRAL_HEADER_SIGNATURE) return null;
    const flags = bytes.readUInt16LE(position + 8);
    const compressedSize = bytes.readUInt32LE(position + 20);
    const nameLength = bytes.readUInt16LE(position + 28);
    const extraLength = bytes.readUInt16LE(position + 30);
    const commentLength = bytes.readUInt16LE(position + 32);
    const entryDisk = bytes.readUInt16LE(position + 34);
    const localOffset = bytes.readUInt32LE(position + 42);
    const next = position + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > end || nameLength === 0 || entryDisk !== 0) return null;
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) return null;
    // The entry's local header and its compressed data lie before the directory.
    if (localOffset + LOCAL_HEADER_SIZE > directoryOffset) return null;
    if (bytes.readUInt32LE(localOffset) !== LOCAL_HEADER_SIGNATURE) return null;
    const localNameLength = bytes.readUInt16LE(localOffset + 26);
    const localExtraLength = bytes.readUInt16LE(localOffset + 28);
    if (localOffset + LOCAL_HEADER_SIZE + localNameLength + localExtraLength + compressedSize > directoryOffset) {
      return null;
    }
    const nameBytes = bytes.subarray(position + CENTRAL_HEADER_SIZE, position + CENTRAL_HEADER_SIZE + nameLength);
    // Bit 11: the name is UTF-8; otherwise code page 437, whose ASCII half is all that is compared.
    const name = nameBytes.toString(flags & 0x0800 ? 'utf8' : 'latin1');
    if (name.includes('\0')) return null;
    names.push(name);
    position = next;
  }
  return position === end ? names : null;
}

/**
 * Where the end-of-central-directory record starts: searched from the end, across at most the
 * longest comment, and only where its comment length reaches exactly to the end of the bytes
 * (a signature inside the comment or in stored data does not match). -1 when there is none.
 */
function findEndOfCentralDirectory(bytes: Buffer): number {
  const last = bytes.length - END_OF_CENTRAL_DIRECTORY_SIZE;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let offset = last; offset >= first; offset -= 1) {
    if (bytes.readUInt32LE(offset) !== END_OF_CENTRAL_DIRECTORY_SIGNATURE) continue;
    if (offset + END_OF_CENTRAL_DIRECTORY_SIZE + bytes.readUInt16LE(offset + 20) === bytes.length) return offset;
  }
  return -1;
}

/**
 * An Office Open XML package has `[Content_Types].xml` and the part folder of its application
 * (`word/`, `xl/`, `ppt/`); any other archive, or one claiming more than one application, is a ZIP.
 */
function officeFormatOf(names: readonly string[]): ResourceFileFormat {
  if (!names.includes('[Content_Types].xml')) return 'zip';
  const folders: [string, ResourceFileFormat][] = [
    ['word/', 'docx'],
    ['xl/', 'xlsx'],
    ['ppt/', 'pptx'],
  ];
  const found = folders.filter(([folder]) => names.some((name) => name.startsWith(folder)));
  return found.length === 1 ? found[0]![1] : 'zip';
}

// ---- CSV ----

/** How many records of a CSV file are compared for a consistent number of separators. */
const CSV_SAMPLE_RECORDS = 20;
const CSV_SEPARATORS = [',', ';'] as const;
/** C0 controls other than tab, LF and CR; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Text that is a table: valid UTF-8 (a byte-order mark is allowed), no control characters other
 * than tab, CR and LF, not markup (an HTML page renamed .csv starts with `<`), and its first records
 * all have the same number (at least one) of commas, or of semicolons, outside quoted fields.
 * A single-column file is refused: without a separator, any text file (a note, a script) would
 * pass as a table.
 */
export function isCsv(bytes: Buffer): boolean {
  let text: string;
  try {
    // Fatal: a byte sequence that is not UTF-8 throws rather than becoming U+FFFD. The BOM is dropped.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (CONTROL_CHARACTERS.test(text)) return false;
  const content = text.trimStart();
  if (content === '' || content.startsWith('<')) return false;
  const records = firstRecords(text, CSV_SAMPLE_RECORDS);
  if (records.length === 0) return false;
  return CSV_SEPARATORS.some((separator) => {
    const counts = records.map((record) => record[separator]);
    return counts[0]! >= 1 && counts.every((count) => count === counts[0]);
  });
}

type SeparatorCounts = Record<(typeof CSV_SEPARATORS)[number], number>;

/**
 * The separators counted outside double-quoted fields in each of the first `limit` non-blank
 * records (a quoted field may hold separators and line breaks). A final record cut off inside an
 * open quote is left out.
 */
function firstRecords(text: string, limit: number): SeparatorCounts[] {
  const records: SeparatorCounts[] = [];
  let counts: SeparatorCounts = { ',': 0, ';': 0 };
  let blank = true;
  let quoted = false;
  for (let index = 0; index < text.length && records.length < limit; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index += 1;
        else quoted = false;
      }
      continue;
    }
    if (char === '\n' || char === '\r') {
      if (!blank) records.push(counts);
      counts = { ',': 0, ';': 0 };
      blank = true;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === ',' || char === ';') counts[char] += 1;
    if (char !== ' ' && char !== '\t') blank = false;
  }
  if (!blank && !quoted && records.length < limit) records.push(counts);
  return records;
}
