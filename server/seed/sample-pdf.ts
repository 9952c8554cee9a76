// The sample documents' files: a one-page PDF written from scratch (no PDF library), so that the
// Download buttons of a fresh installation lead somewhere until staff upload the real documents.

/** Windows-1252 bytes of the characters outside Latin-1 that the sample texts use (the standard fonts' WinAnsi encoding). */
const WIN_ANSI: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '€': 0x80,
};

/** A PDF string literal of `text` in WinAnsi: unknown characters become `?`, and `\`, `(`, `)` are escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const byte = code >= 0x20 && code <= 0x7e ? code : code >= 0xa0 && code <= 0xff ? code : WIN_ANSI[character];
    const safe = byte === undefined ? '?' : String.fromCharCode(byte);
    out += safe === '\\' || safe === '(' || safe === ')' ? `\\${safe}` : safe;
  }
  return `(${out})`;
}

/** `text` in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A valid one-page A4 PDF (version 1.4) showing `title` in bold and the paragraphs of `body` under
 * it, in the standard Helvetica fonts (nothing embedded). The cross-reference table holds the exact
 * byte offset of every object, so readers open it without repairing it.
 */
export function samplePdf(title: string, body: readonly string[]): Buffer {
  const leading = 16;
  const operations = ['BT', '/F2 18 Tf', '56 770 Td', '22 TL'];
  for (const line of wrap(title, 44)) operations.push(`${pdfString(line)} '`);
  operations.push('/F1 11 Tf', `${leading} TL`, 'T*');
  for (const paragraph of body) {
    for (const line of wrap(paragraph, 85)) operations.push(`${pdfString(line)} '`);
    operations.push('T*');
  }
  operations.push('ET');
  const content = operations.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  // A binary comment on the second line tells transfer tools the file is not text.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, and a two-byte end of line.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Characters a file name may not hold on common systems (Windows forbids the most). */
const FILE_NAME_FORBIDDEN = /[<>:"/\\|?*\p{Cc}]/gu;

/** The name a sample document's file is offered under: its title, safe as a file name, with `.pdf`. */
export function samplePdfName(title: string): string {
  const base = title.replace(/:\s*/g, ' - ').replace(FILE_NAME_FORBIDDEN, '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return `${base}.pdf`;
}
