/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Paragraph } from './layout.tsx';

/**
 * The paragraph under an automated email's title: the photographer's own opening when they wrote
 * one (decision 283), followed by the facts the built-in paragraph carried in one line, so the
 * client still reads what, when and how much; else the built-in paragraph.
 */
export function Opening({
  opening,
  builtIn,
  facts,
}: {
  opening?: string | undefined;
  builtIn: ReactNode;
  facts: ReactNode;
}) {
  if (!opening) return <Paragraph>{builtIn}</Paragraph>;
  return (
    <>
      {opening.split(/\n{2,}/).map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <Paragraph>{facts}</Paragraph>
    </>
  );
}
