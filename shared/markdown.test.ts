import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('reads plain text as before: paragraphs by blank lines, line breaks kept, web addresses linked', () => {
    expect(markdownToHtml('First line.\nSecond line.\n\nSee https://example.org today.')).toBe(
      '<p>First line.<br />Second line.</p>\n' +
        '<p>See <a href="https://example.org" rel="noopener noreferrer">https://example.org</a> today.</p>\n',
    );
  });

  it('renders headings (h2 at the highest: the page title is the h1), lists, quotes, emphasis and links', () => {
    const html = markdownToHtml(
      '# Agenda\n\n## Day one\n\n### Morning\n\n**Bold**, *italic* and [our events](/events "All events").\n\n> Quoted.\n\n- one\n- two\n\n1. first\n2. second',
    );
    expect(html).toContain('<h2>Agenda</h2>');
    expect(html).toContain('<h2>Day one</h2>');
    expect(html).toContain('<h3>Morning</h3>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<strong>Bold</strong>, <em>italic</em>');
    expect(html).toContain('<a href="/events" title="All events" rel="noopener noreferrer">our events</a>');
    expect(html).toContain('<blockquote>\n<p>Quoted.</p>\n</blockquote>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
  });

  it('shows raw HTML as text: no tag, attribute or handler of it reaches the page', () => {
    const html = markdownToHtml(
      '<script>alert(1)</script>\n\nText <b onclick="alert(2)">bold</b> <img src=x onerror=alert(3)>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<(script|b|img|iframe)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick="alert(2)"&gt;bold&lt;/b&gt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
  ])('drops the address of a link that could run something: %s', (text) => {
    const html = markdownToHtml(text);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps web, mail and phone links, each without a handle on the site, and shows no pictures', () => {
    const html = markdownToHtml(
      '[web](https://example.org) [mail](mailto:info@example.org) [phone](tel:+4685550100) ![chart](https://example.org/c.png)',
    );
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">web</a>');
    expect(html).toContain('<a href="mailto:info@example.org" rel="noopener noreferrer">mail</a>');
    expect(html).toContain('<a href="tel:+4685550100" rel="noopener noreferrer">phone</a>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('target=');
  });
});
