/**
 * The simple markup of a contract body (spec: headings, bold, italic), parsed into blocks that
 * the details dialog, the link page and the PDF all draw from, so the three never disagree.
 * Nothing here produces HTML: the React side renders spans as elements (no injection).
 *
 *   # Heading  ## Heading  ### Heading      a line starting with "- " is a list item
 *   **bold**   *italic*  _italic_           a blank line ends a paragraph
 *   [PLACEHOLDER] spans are flagged so they can be highlighted.
 */

export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  placeholder?: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'item'; spans: Span[] };

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|_[^_\s][^_]*_|\[[A-Z][A-Z0-9_]*\])/g;

export function parseInline(text: string, style: Omit<Span, 'text'> = {}): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const token = m[0];
    if (m.index > last) spans.push({ ...style, text: text.slice(last, m.index) });
    if (token.startsWith('**')) spans.push(...parseInline(token.slice(2, -2), { ...style, bold: true }));
    else if (token.startsWith('[')) spans.push({ ...style, text: token, placeholder: true });
    else spans.push(...parseInline(token.slice(1, -1), { ...style, italic: true }));
    last = m.index + token.length;
  }
  if (last < text.length) spans.push({ ...style, text: text.slice(last) });
  return spans;
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', spans: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        spans: parseInline(heading[2]!),
      });
    } else if (/^[-*]\s+/.test(line)) {
      flush();
      blocks.push({ kind: 'item', spans: parseInline(line.replace(/^[-*]\s+/, '')) });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
