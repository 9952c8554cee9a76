import { describe, expect, it } from 'vitest';
import { LINK_PLACEHOLDER, applyMarkdown, shortcutAction, type TextSelection } from './markdown-edit';

/** `text` with the selection marked by `[` and `]` (a caret: `|`). */
function sel(marked: string): TextSelection {
  const caret = marked.indexOf('|');
  if (caret >= 0) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The selection drawn back into the text, as `sel` reads it. */
function show({ text, start, end }: TextSelection): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe('applyMarkdown', () => {
  it('wraps the selection in bold or italic markers, keeping it selected', () => {
    expect(show(applyMarkdown('bold', sel('a [word] here')))).toBe('a **[word]** here');
    expect(show(applyMarkdown('italic', sel('a [word] here')))).toBe('a *[word]* here');
  });

  it('leaves the spaces at the edges of the selection outside the markers', () => {
    expect(show(applyMarkdown('bold', sel('a[ word ]here')))).toBe('a **[word]** here');
  });

  it('puts the caret between new markers when nothing is selected', () => {
    expect(show(applyMarkdown('bold', sel('a | b')))).toBe('a **|** b');
  });

  it('unwraps markers around or inside the selection (the button toggles)', () => {
    expect(show(applyMarkdown('bold', sel('a **[word]** here')))).toBe('a [word] here');
    expect(show(applyMarkdown('bold', sel('a [**word**] here')))).toBe('a [word] here');
    expect(show(applyMarkdown('italic', sel('a *[word]* here')))).toBe('a [word] here');
  });

  it('does not take the bold markers for italic ones', () => {
    expect(show(applyMarkdown('italic', sel('a **[word]** here')))).toBe('a ***[word]*** here');
  });

  it('makes a link of the selection and selects the address to type over', () => {
    const result = applyMarkdown('link', sel('see [our site] now'));
    expect(result.text).toBe(`see [our site](${LINK_PLACEHOLDER}) now`);
    expect(result.text.slice(result.start, result.end)).toBe(LINK_PLACEHOLDER);
  });

  it('prefixes every selected line with a list mark, and takes it off again', () => {
    const listed = applyMarkdown('bulletList', sel('intro\n[one\ntwo]\nend'));
    expect(show(listed)).toBe('intro\n[- one\n- two]\nend');
    expect(show(applyMarkdown('bulletList', listed))).toBe('intro\n[one\ntwo]\nend');
  });

  it('quotes the line the caret is in, keeping the caret in its text', () => {
    expect(show(applyMarkdown('quote', sel('first\nsec|ond')))).toBe('first\n> sec|ond');
  });

  it('makes a line a heading, replacing another heading level', () => {
    expect(show(applyMarkdown('heading', sel('Tit|le')))).toBe('## Tit|le');
    expect(show(applyMarkdown('heading', sel('### Tit|le')))).toBe('## Tit|le');
    expect(show(applyMarkdown('heading', sel('## Tit|le')))).toBe('Tit|le');
  });
});

describe('shortcutAction', () => {
  const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...more,
  });

  it('knows Ctrl or Cmd with B, I and K, and nothing else', () => {
    expect(shortcutAction(key('b', { ctrlKey: true }))).toBe('bold');
    expect(shortcutAction(key('I', { metaKey: true }))).toBe('italic');
    expect(shortcutAction(key('k', { ctrlKey: true }))).toBe('link');
    expect(shortcutAction(key('b'))).toBeNull();
    expect(shortcutAction(key('b', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutAction(key('x', { ctrlKey: true }))).toBeNull();
  });
});
