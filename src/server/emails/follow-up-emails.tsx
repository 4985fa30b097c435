/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** The photographer's 08:00 digest on a morning with follow-ups due: what, for whom, since when. */
export function followUpDigestEmail(f: {
  name: string;
  total: number;
  items: { clientName: string; note: string; due: string }[];
  url: string;
}): EmailContent {
  const what = f.total === 1 ? '1 follow-up is due' : `${f.total} follow-ups are due`;
  const more = f.total - f.items.length;
  return {
    subject: `Today: ${what}`,
    preview: f.items.map((i) => i.clientName).join(', '),
    body: (
      <>
        <Greeting name={f.name} />
        <Title>{what}</Title>
        {f.items.map((item) => (
          <Paragraph key={`${item.clientName}-${item.due}-${item.note}`}>
            <strong>{item.clientName}</strong> ({item.due}): {item.note}
          </Paragraph>
        ))}
        {more > 0 ? <Paragraph>And {more} more on your studio overview.</Paragraph> : null}
        <Action label="Open your studio" url={f.url} />
        <Footnote>You get this email on mornings when a follow-up you set is due.</Footnote>
      </>
    ),
  };
}
