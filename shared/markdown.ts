import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeMarkup } from './escape';

// Staff write article content and event descriptions in Markdown. It is turned into HTML where the
// page or feed is made (the server), never in a visitor's browser, and whatever HTML comes out goes
// through an allow-list: stored text can never put a script, an event handler or a javascript: link
// on a page.

const markdown = new Marked({
  // GitHub's flavour: bare web addresses become links, and a single line break stays one (text
  // written before Markdown, as plain paragraphs, reads as it always did).
  gfm: true,
  breaks: true,
  renderer: {
    // Raw HTML in the text is shown as text, not used as markup.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeMarkup(text);
    },
    // The page's title is its only h1: a heading of the text is an h2 at the highest (writers use
    // both '#' and '##' for their sections; neither may skip a level below the title).
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.max(depth, 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // No pictures from the text (images come from the item's own image field, with its alt text).
    image({ text }: Tokens.Image) {
      return escapeMarkup(text);
    },
  },
});

/** What may reach the page: text structure, emphasis, quotes, code and links (web, mail, phone, relative). */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // A link opens normally (same tab); the page it opens gets no handle on ours nor our address.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** Markdown (or the plain text written before it) as sanitized HTML. */
export function markdownToHtml(text: string): string {
  const html = markdown.parse(text, { async: false });
  return sanitizeHtml(html, ALLOWED);
}
