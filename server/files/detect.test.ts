import { describe, expect, it } from 'vitest';
import { buildZip, minimalPdf, officeFile, sampleFile } from '../../tests/helpers/documents';
import { detectFileFormat, isCsv, zipEntryNames } from './detect';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('detectFileFormat', () => {
  it('recognises each accepted format from its bytes', () => {
    expect(detectFileFormat(minimalPdf())).toBe('pdf');
    expect(detectFileFormat(officeFile('docx'))).toBe('docx');
    expect(detectFileFormat(officeFile('xlsx'))).toBe('xlsx');
    expect(detectFileFormat(officeFile('pptx'))).toBe('pptx');
    expect(detectFileFormat(sampleFile('csv'))).toBe('csv');
    expect(detectFileFormat(sampleFile('zip'))).toBe('zip');
  });

  it('tells the Office formats apart by their entries, and calls any other archive a ZIP', () => {
    const contentTypes = { name: '[Content_Types].xml', data: '<Types/>' };
    // Without [Content_Types].xml a word/ folder is just a folder.
    expect(detectFileFormat(buildZip([{ name: 'word/document.xml', data: '<x/>' }]))).toBe('zip');
    // An OPC package of no known application (a .vsdx, a .nupkg).
    expect(detectFileFormat(buildZip([contentTypes, { name: 'visio/document.xml', data: '<x/>' }]))).toBe('zip');
    // Claiming two applications at once: not an Office file of either kind.
    expect(
      detectFileFormat(
        buildZip([contentTypes, { name: 'word/document.xml', data: '' }, { name: 'xl/workbook.xml', data: '' }]),
      ),
    ).toBe('zip');
    // A folder merely named like one does not count (wordy/ is not word/).
    expect(detectFileFormat(buildZip([contentTypes, { name: 'wordy/a.xml', data: '' }]))).toBe('zip');
  });

  it('refuses what is none of them', () => {
    expect(detectFileFormat(Buffer.alloc(0))).toBeNull();
    expect(detectFileFormat(Buffer.from('<!DOCTYPE html><title>x</title>'))).toBeNull();
    expect(detectFileFormat(Buffer.from('%PDF-'))).toBeNull();
    expect(detectFileFormat(Buffer.from('%PDF-x'))).toBeNull();
    expect(detectFileFormat(Buffer.from('MZ\x90\x00 an executable'))).toBeNull();
    expect(detectFileFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    // A PDF signature later in the file is not a PDF.
    expect(detectFileFormat(Buffer.concat([Buffer.from('junk\n'), minimalPdf()]))).toBeNull();
  });
});

describe('zipEntryNames', () => {
  const zip = buildZip([
    { name: 'one.txt', data: 'one' },
    { name: 'dir/二.txt', data: 'two' },
  ]);

  it('lists the entries from the central directory', () => {
    expect(zipEntryNames(zip)).toEqual(['one.txt', 'dir/二.txt']);
    expect(zipEntryNames(buildZip([{ name: 'a', data: 'a' }], 'a comment PK\x05\x06 inside'))).toEqual(['a']);
  });

  it('reads only names: the uncompressed sizes a ZIP bomb declares do not matter', () => {
    const bomb = buildZip([{ name: 'huge.bin', data: Buffer.alloc(10), declaredSize: 0xfffffffe }]);
    expect(zipEntryNames(bomb)).toEqual(['huge.bin']);
    expect(detectFileFormat(bomb)).toBe('zip');
  });

  /** `zip` with `write` applied to a copy. */
  const altered = (write: (copy: Buffer, end: number) => void) => {
    const copy = Buffer.from(zip);
    write(copy, copy.length - 22);
    return copy;
  };

  it('refuses a structure that does not hold together', () => {
    expect(zipEntryNames(zip.subarray(0, zip.length - 1))).toBeNull(); // end record cut
    expect(zipEntryNames(Buffer.concat([zip, Buffer.from('trailing')]))).toBeNull();
    expect(zipEntryNames(zip.subarray(0, 30))).toBeNull();
    expect(zipEntryNames(altered((copy, end) => copy.writeUInt16LE(3, end + 10)))).toBeNull(); // more entries
    expect(zipEntryNames(altered((copy, end) => copy.writeUInt16LE(1, end + 10)))).toBeNull(); // fewer
    expect(zipEntryNames(altered((copy, end) => copy.writeUInt32LE(0x7fffffff, end + 16)))).toBeNull(); // offset
    expect(zipEntryNames(altered((copy, end) => copy.writeUInt32LE(5, end + 12)))).toBeNull(); // size
    expect(zipEntryNames(altered((copy, end) => copy.writeUInt16LE(1, end + 4)))).toBeNull(); // multi-disk
    expect(zipEntryNames(altered((copy, end) => copy.writeUInt16LE(0xffff, end + 10)))).toBeNull(); // ZIP64
    // An entry whose data would run into the central directory.
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    expect(zipEntryNames(altered((copy) => copy.writeUInt32LE(0x100000, directory + 20)))).toBeNull();
    // An entry whose local header is not where the directory says.
    expect(zipEntryNames(altered((copy) => copy.writeUInt32LE(3, directory + 42)))).toBeNull();
    // An archive with no entries at all.
    expect(zipEntryNames(buildZip([]))).toBeNull();
  });

  it('refuses an archive behind other bytes (a self-extracting program)', () => {
    expect(detectFileFormat(Buffer.concat([Buffer.from('MZ program'), zip]))).toBeNull();
  });
});

describe('isCsv', () => {
  it('accepts consistent comma or semicolon tables, quoted fields, a BOM and CRLF', () => {
    expect(isCsv(csv('a,b,c\n1,2,3\n4,5,6\n'))).toBe(true);
    expect(isCsv(csv('\ufeffa;b\r\n1;2\r\n'))).toBe(true);
    expect(isCsv(csv('name,notes\n"Smith, J.","said ""hi""\non two lines"\nDoe,x'))).toBe(true);
    expect(isCsv(csv('a,b\n\n1,2\n\n'))).toBe(true); // blank lines
    expect(isCsv(csv('país,año\nSuecia,2026\n'))).toBe(true);
    expect(isCsv(csv('a\tb,c\n1\t2,3\n'))).toBe(true); // tabs are text
  });

  it('refuses markup, controls, invalid UTF-8, inconsistent rows and single columns', () => {
    expect(isCsv(csv('<html><body>a,b\n1,2</body></html>'))).toBe(false);
    expect(isCsv(csv('\ufeff \n <script>a,b</script>\n'))).toBe(false);
    expect(isCsv(csv('a,b\n1,\u00002\n'))).toBe(false);
    expect(isCsv(csv('a,b\n1,\u001b[31m2\n'))).toBe(false);
    expect(isCsv(Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0xff, 0x2c, 0x32, 0x0a]))).toBe(false);
    expect(isCsv(Buffer.from('\ufffea,b\n', 'utf16le'))).toBe(false);
    expect(isCsv(csv('a,b,c\n1,2\n'))).toBe(false);
    expect(isCsv(csv('just one column\nof plain text\n'))).toBe(false);
    expect(isCsv(csv(''))).toBe(false);
    expect(isCsv(csv('  \n\n'))).toBe(false);
    expect(isCsv(csv('a,"never closed\n1,2\n'))).toBe(false);
  });
});
