/** The Markdown a toolbar button writes around the selection (or at the start of its lines). */
export const MARKDOWN_ACTIONS = ['bold', 'italic', 'link', 'heading', 'bulletList', 'quote'] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** A text and its selection (`start` = `end`: the caret). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** The placeholder address of a new link (selected after the edit, to be typed over). */
export const LINK_PLACEHOLDER = 'https://';

const WRAPPERS: Partial<Record<MarkdownAction, string>> = { bold: '**', italic: '*' };
const LINE_PREFIXES: Partial<Record<MarkdownAction, string>> = { heading: '## ', bulletList: '- ', quote: '> ' };

/** Bold and italic: wraps the selection in the marker, or unwraps it when the marker is already around it. */
function wrap(selection: TextSelection, marker: string): TextSelection {
  const { text, start, end } = selection;
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  // An italic marker is one `*`: the `**` of bold around it is no italic marker.
  const double = marker + marker;
  const single = marker.length === 1;
  const wrappedOutside =
    before.endsWith(marker) &&
    after.startsWith(marker) &&
    !(single && (before.endsWith(double) || after.startsWith(double)));
  if (wrappedOutside) {
    return {
      text: before.slice(0, before.length - marker.length) + selected + after.slice(marker.length),
      start: start - marker.length,
      end: end - marker.length,
    };
  }
  const wrappedInside =
    selected.length >= marker.length * 2 + 1 &&
    selected.startsWith(marker) &&
    selected.endsWith(marker) &&
    !(single && (selected.startsWith(double) || selected.endsWith(double)));
  if (wrappedInside) {
    const inner = selected.slice(marker.length, selected.length - marker.length);
    return { text: before + inner + after, start, end: start + inner.length };
  }
  // Spaces at the edges of the selection stay outside the markers (`** bold**` is no emphasis).
  const core = selected.trim();
  const lead = selected.length - selected.trimStart().length;
  const trail = core ? selected.length - selected.trimEnd().length : 0;
  const wrapped = selected.slice(0, lead) + marker + core + marker + selected.slice(selected.length - trail);
  const coreStart = start + lead + marker.length;
  return { text: before + wrapped + after, start: coreStart, end: coreStart + core.length };
}

/** A link: the selection becomes its text, and the address placeholder is selected to be typed over. */
function link(selection: TextSelection): TextSelection {
  const { text, start, end } = selection;
  const label = text.slice(start, end);
  const inserted = `[${label}](${LINK_PLACEHOLDER})`;
  const addressStart = start + label.length + 3;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    start: addressStart,
    end: addressStart + LINK_PLACEHOLDER.length,
  };
}

/**
 * Heading, list, quote: the prefix goes at the start of every line the selection touches, or comes
 * off them when each already has it. The selection then spans those lines.
 */
function prefixLines(selection: TextSelection, prefix: string): TextSelection {
  const { text, start, end } = selection;
  const blockStart = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a line break does not take in the next line.
  const lastChar = end > start && text.charAt(end - 1) === '\n' ? end - 1 : end;
  const nextBreak = text.indexOf('\n', lastChar);
  const blockEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(blockStart, blockEnd).split('\n');
  const bare = prefix.trimEnd();
  const written = lines.filter((line) => line.trim() !== '');
  const remove = written.length > 0 && written.every((line) => line.startsWith(prefix) || line === bare);
  const changed = lines.map((line) => {
    if (remove) return line.startsWith(prefix) ? line.slice(prefix.length) : line.slice(bare.length);
    if (line.trim() === '' && lines.length > 1) return line;
    // Another heading level, list or quote mark of the same kind is replaced, not doubled.
    if (prefix === '## ') return prefix + line.replace(/^#{1,6}\s*/, '');
    return prefix + line;
  });
  const block = changed.join('\n');
  // A caret in one line stays where it was within the text of the line.
  if (start === end && lines.length === 1) {
    const shift = block.length - (blockEnd - blockStart);
    const caret = Math.max(blockStart, start + shift);
    return { text: text.slice(0, blockStart) + block + text.slice(blockEnd), start: caret, end: caret };
  }
  return {
    text: text.slice(0, blockStart) + block + text.slice(blockEnd),
    start: blockStart,
    end: blockStart + block.length,
  };
}

/** The text and selection after applying a toolbar action to the selection. */
export function applyMarkdown(action: MarkdownAction, selection: TextSelection): TextSelection {
  const start = Math.max(0, Math.min(selection.start, selection.end, selection.text.length));
  const end = Math.min(selection.text.length, Math.max(selection.start, selection.end));
  const normalized = { text: selection.text, start, end };
  const marker = WRAPPERS[action];
  if (marker) return wrap(normalized, marker);
  const prefix = LINE_PREFIXES[action];
  if (prefix) return prefixLines(normalized, prefix);
  return link(normalized);
}

/** The action of a keyboard shortcut in the text (Ctrl/⌘ + B, I, K), if it is one. */
export function shortcutAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
}
