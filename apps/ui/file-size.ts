// The size of a document's file as the admin and the site both write it, so that staff and visitors
// read the same figure for the same file.

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/**
 * A file's size for people, in the language's number format: bytes below a kilobyte ("586 B"), then
 * kilobytes and megabytes with one decimal under ten ("1.5 kB", "2.4 MB"; "1,5 MB" in Spanish and
 * Swedish) and whole numbers from ten ("340 kB"). A size that would round up to 1024 of a unit is
 * written in the next one ("1 MB", not "1024 kB").
 */
export function formatFileSize(bytes: number, language: string): string {
  const size = Math.max(0, Math.round(bytes));
  if (size < KILOBYTE) return `${new Intl.NumberFormat(language).format(size)} B`;
  const inUnit = (unit: number) => {
    const value = size / unit;
    const digits = value < 10 ? 1 : 0;
    const step = 10 ** digits;
    return { rounded: Math.round(value * step) / step, digits };
  };
  const kilobytes = inUnit(KILOBYTE);
  const [{ rounded, digits }, unit] = kilobytes.rounded < KILOBYTE ? [kilobytes, 'kB'] : [inUnit(MEGABYTE), 'MB'];
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(rounded)} ${unit}`;
}
