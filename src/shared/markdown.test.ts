import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown } from './markdown';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseMarkdown', () => {
  it('turns "## " lines into headings and "- " lines into one list', () => {
    const blocks = parseMarkdown('## Gear\n- Camera body\n- Two lenses\n\nPack light.');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [text('Gear')] },
      { type: 'list', ordered: false, items: [[text('Camera body')], [text('Two lenses')]] },
      { type: 'paragraph', lines: [[text('Pack light.')]] },
    ]);
  });

  it('groups numbered items into an ordered list and starts a new list when the kind changes', () => {
    const blocks = parseMarkdown('1. Book\n2. Shoot\n- Deliver');
    expect(blocks.map((block) => block.type === 'list' && block.ordered)).toEqual([true, false]);
    expect(blocks[0]).toMatchObject({ items: [[text('Book')], [text('Shoot')]] });
  });

  it('keeps single line breaks inside a paragraph and splits paragraphs on blank lines', () => {
    const blocks = parseMarkdown('Signed: ______\nDate: ______\n\r\nNext paragraph');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      lines: [[text('Signed: ______')], [text('Date: ______')]],
    });
  });

  it('reads heading levels one to four and leaves "#hashtag" as text', () => {
    const blocks = parseMarkdown('# One\n### Three\n#hashtag');
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1 });
    expect(blocks[1]).toMatchObject({ type: 'heading', level: 3 });
    expect(blocks[2]).toEqual({ type: 'paragraph', lines: [[text('#hashtag')]] });
  });

  it('a list ends at the next paragraph line', () => {
    const blocks = parseMarkdown('- one\nafter the list');
    expect(blocks.map((block) => block.type)).toEqual(['list', 'paragraph']);
  });
});

describe('parseInline', () => {
  it('reads bold and italic, nested either way', () => {
    expect(parseInline('a **bold** and *italic* word')).toEqual([
      text('a '),
      { type: 'strong', children: [text('bold')] },
      text(' and '),
      { type: 'em', children: [text('italic')] },
      text(' word'),
    ]);
    expect(parseInline('**very *much* so**')).toEqual([
      { type: 'strong', children: [text('very '), { type: 'em', children: [text('much')] }, text(' so')] },
    ]);
    expect(parseInline('*an **inner** run*')).toEqual([
      { type: 'em', children: [text('an '), { type: 'strong', children: [text('inner')] }, text(' run')] },
    ]);
  });

  it('leaves unmatched markers, arithmetic and snake_case placeholders alone', () => {
    expect(parseInline('2 * 3 = 6')).toEqual([text('2 * 3 = 6')]);
    expect(parseInline('**unclosed')).toEqual([text('**unclosed')]);
    expect(parseInline('[CLIENT_NAME] and [SESSION_DATE]')).toEqual([
      text('[CLIENT_NAME] and [SESSION_DATE]'),
    ]);
    expect(parseInline('_underscored_ text')).toEqual([
      { type: 'em', children: [text('underscored')] },
      text(' text'),
    ]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not italic\\*')).toEqual([text('*not italic*')]);
  });

  it('keeps safe links and turns unsafe ones into plain text', () => {
    expect(parseInline('see [our prices](/pricing)')).toEqual([
      text('see '),
      { type: 'link', href: '/pricing', children: [text('our prices')] },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('[click](javascript:alert(1))')]);
  });
});

describe('isSafeHref', () => {
  it('allows site paths, web and mail addresses only', () => {
    expect(['/contact', 'https://aworan.ng', 'mailto:hello@aworan.ng', '#faq'].every(isSafeHref)).toBe(true);
    expect(['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'vbscript:x'].some(isSafeHref)).toBe(
      false,
    );
  });
});
