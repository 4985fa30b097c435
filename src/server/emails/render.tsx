/** @jsxRuntime automatic @jsxImportSource react */
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { type Brand, Layout } from './layout.tsx';

/**
 * What a template function returns and `mailer.send` takes: the subject and the body's React
 * element. The mailer renders it inside the branded Layout at send time, once it has read the
 * brand through the caller's handle, so one element gives both the HTML and the plain text.
 */
export interface EmailContent {
  /** A function when the subject names the site: the name is the admin's, known at send time. */
  subject: string | ((brand: Brand) => string);
  /** The line mail apps show after the subject; hidden in the email itself. */
  preview?: string;
  body: ReactElement;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

type Builder = { addInline(text: string, options?: { noWordTransform?: boolean }): void };
type Walk = (nodes: unknown, builder: Builder) => void;

/**
 * Plain text options: no wrapping (a long line stays searchable and a link stays whole), headings
 * as written, links as "text address" and the action button as "label: address".
 */
const textOptions = {
  wordwrap: false as const,
  formatters: {
    action: (elem: { attribs?: { href?: string }; children: unknown }, walk: Walk, builder: Builder) => {
      walk(elem.children, builder);
      builder.addInline(`: ${elem.attribs?.href ?? ''}`, { noWordTransform: true });
    },
  },
  selectors: [
    { selector: 'a.action', format: 'action' },
    { selector: 'a', options: { linkBrackets: false as const, hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
  ],
};

export async function renderEmail(content: EmailContent, brand: Brand): Promise<RenderedEmail> {
  const subject = typeof content.subject === 'function' ? content.subject(brand) : content.subject;
  const email = (
    <Layout brand={brand} subject={subject} preview={content.preview}>
      {content.body}
    </Layout>
  );
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: textOptions }),
  ]);
  // Empty blocks (the head, a hidden preview) leave runs of blank lines: one is enough.
  return { subject, html, text: text.replace(/\n{3,}/g, '\n\n').trim() };
}
