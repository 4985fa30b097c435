import { type Block, type Inline, parseMarkdown } from '@shared/markdown';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface MarkdownProps {
  source: string;
  /**
   * The lowest heading level to emit. Pages already have their own h1, so '# ' in the text
   * becomes an h2 by default; a contract shown inside a dialog may want 3.
   */
  minHeadingLevel?: 2 | 3;
  className?: string;
  /** Marks [PLACEHOLDER] text (a contract's unfilled placeholders) so it stands out. */
  highlightPlaceholders?: boolean;
}

const PLACEHOLDER_SPLIT = /(\[[A-Z][A-Z0-9_]*\])/;

const headingClass: Record<number, string> = {
  2: 'mt-10 mb-4 font-display text-2xl font-bold text-ink',
  3: 'mt-8 mb-3 font-display text-xl font-semibold text-ink',
  4: 'mt-6 mb-2 font-sans text-base font-semibold text-ink',
};

/**
 * Renders the markdown dialect of src/shared/markdown.ts as React elements. Text only ever
 * becomes React text nodes (never dangerouslySetInnerHTML), so '<script>' stays visible text.
 */
export function Markdown({
  source,
  minHeadingLevel = 2,
  className,
  highlightPlaceholders = false,
}: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={cn('text-base leading-7 text-stone-800', className)}>
      {blocks.map((block, index) => (
        // Blocks have no identity beyond their position in this text.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{renderBlock(block, minHeadingLevel, highlightPlaceholders)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: Block, minHeadingLevel: number, hl: boolean): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = Math.max(minHeadingLevel, block.level);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
      return <Tag className={headingClass[level]}>{renderInlines(block.children, hl)}</Tag>;
    }
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          className={cn(
            'my-4 space-y-2 pl-6',
            block.ordered ? 'list-decimal' : 'list-disc marker:text-gold-700',
          )}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are positional
            <li key={index}>{renderInlines(item, hl)}</li>
          ))}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="my-4">
          {block.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {renderInlines(line, hl)}
            </Fragment>
          ))}
        </p>
      );
  }
}

function renderInlines(inlines: Inline[], hl: boolean): ReactNode {
  return inlines.map((inline, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: inline runs are positional
    <Fragment key={index}>{renderInline(inline, hl)}</Fragment>
  ));
}

function renderText(text: string, hl: boolean): ReactNode {
  if (!hl) return text;
  return text.split(PLACEHOLDER_SPLIT).map((part, index) =>
    PLACEHOLDER_SPLIT.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: text runs are positional
      <mark key={index} className="rounded bg-amber-200 px-0.5 font-semibold text-amber-900" data-placeholder>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function renderInline(inline: Inline, hl: boolean): ReactNode {
  switch (inline.type) {
    case 'text':
      return renderText(inline.text, hl);
    case 'strong':
      return <strong className="font-semibold text-ink">{renderInlines(inline.children, hl)}</strong>;
    case 'em':
      return <em>{renderInlines(inline.children, hl)}</em>;
    case 'link': {
      const className = 'font-medium text-gold-700 underline underline-offset-2 hover:text-gold-800';
      return inline.href.startsWith('/') ? (
        <Link to={inline.href} className={className}>
          {renderInlines(inline.children, hl)}
        </Link>
      ) : (
        <a href={inline.href} className={className} rel="noopener noreferrer">
          {renderInlines(inline.children, hl)}
        </a>
      );
    }
  }
}
