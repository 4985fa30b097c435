/** Branded HTML and plain-text frames that every email shares. */

export interface EmailContent {
  subject: string;
  /** Short heading at the top of the email. */
  heading: string;
  /** Paragraphs of plain text; each is escaped for HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. why the person got this email. */
  footnote?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface Brand {
  siteName: string;
  publicUrl: string;
  footerText: string;
}

const GOLD = '#A8790F';
const INK = '#1C1917';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderEmail(content: EmailContent, brand: Brand): RenderedEmail {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:${INK}">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${GOLD};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534E">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#57534E">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#FAF7F0;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#fff;border-radius:10px;border-top:4px solid ${GOLD}" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 32px">
<p style="margin:0 0 20px;font-size:20px;font-weight:700;color:${GOLD}">${escapeHtml(brand.siteName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:${INK}">${escapeHtml(content.heading)}</h1>
${paragraphs}${action}${footnote}
</td></tr></table>
<p style="font-size:12px;color:#78716C;margin:16px 0 0">${escapeHtml(brand.footerText)}<br><a href="${escapeHtml(brand.publicUrl)}" style="color:${GOLD}">${escapeHtml(brand.publicUrl)}</a></p>
</td></tr></table></body></html>`;

  const text = [
    brand.siteName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    brand.footerText,
    brand.publicUrl,
  ].join('\n');

  return { subject: content.subject, html, text };
}
