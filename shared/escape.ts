/** Text made safe for HTML or XML element content and quoted attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The characters XML 1.0 forbids in a document, even escaped as `&#1;`: the C0 controls but tab, LF
 * and CR, the lone surrogates and U+FFFE/U+FFFF. One of them in a stored text (a title saved before
 * the forms refused them, a direct import) would make the whole feed unreadable to every reader.
 */
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe for XML (a feed, a sitemap): without the characters XML forbids, then escaped. */
export function escapeXml(text: string): string {
  return escapeMarkup(text.replace(NOT_IN_XML, ''));
}
