/**
 * A deliberately small markdown dialect for blog posts and contract text: '#'..'####' headings,
 * '- ' / '* ' bullet items, '1. ' numbered items, paragraphs (single line breaks kept, as the
 * prototype treated every line on its own), **bold**, *italic* / _italic_ and [links](/path).
 * It returns a tree of plain data; the renderer turns it into React elements, so any HTML in the
 * source stays text. See docs/decisions/031-markdown-dialect.md.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'paragraph'; lines: Inline[][] };

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;

  const flush = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = null;
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!.trim()) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (paragraph || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(item[1]!.trim()));
      continue;
    }
    if (list) flush();
    paragraph ??= [];
    paragraph.push(parseInline(line));
  }
  flush();
  return blocks;
}

/** Links may go inside the site or to ordinary web and mail addresses, never to scripts. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|https?:\/\/|mailto:|#)/i.test(href);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const pushText = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length && /[\\*_[\]()#-]/.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '*' || char === '_') {
      // Three or more in a row are fill-in lines ("Signature: ______"), never emphasis.
      let run = 1;
      while (text[i + run] === char) run += 1;
      if (run >= 3) {
        buffer += text.slice(i, i + run);
        i += run;
        continue;
      }
    }
    if (text.startsWith('**', i) || text.startsWith('__', i)) {
      const marker = text.slice(i, i + 2);
      const end = findClosing(text, marker, i + 2);
      if (end > i + 2) {
        pushText();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (char === '*' || (char === '_' && !isWordChar(text[i - 1]))) {
      const end = findClosing(text, char, i + 1);
      const inner = end > i + 1 ? text.slice(i + 1, end) : '';
      // '* ' or '_ ' is not emphasis ("2 * 3"), and '_' must close at a word end (snake_case stays).
      const valid =
        inner !== '' &&
        !/^\s/.test(inner) &&
        !/\s$/.test(inner) &&
        (char === '*' || !isWordChar(text[end + 1]));
      if (valid) {
        pushText();
        out.push({ type: 'em', children: parseInline(inner) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(text.slice(i));
      if (link && isSafeHref(link[2]!)) {
        pushText();
        out.push({ type: 'link', href: link[2]!, children: parseInline(link[1]!) });
        i += link[0].length;
        continue;
      }
    }
    buffer += char;
    i += 1;
  }
  pushText();
  return out;
}

/** The index of the closing marker, skipping a doubled marker when looking for a single one. */
function findClosing(text: string, marker: string, from: number): number {
  let index = text.indexOf(marker, from);
  while (index !== -1) {
    if (marker.length === 2) return index;
    // A single '*' must not be half of a '**' pair that opens bold inside the italic run.
    if (text[index + 1] === marker) {
      const pairEnd = text.indexOf(marker + marker, index + 2);
      if (pairEnd === -1) return -1;
      index = text.indexOf(marker, pairEnd + 2);
      continue;
    }
    return index;
  }
  return -1;
}
