import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html.ts';

interface PageOptions {
  siteName: string;
  title: string;
  paragraphs: string[];
  /** A POST form (a button), used where a mail scanner's GET must not act. */
  form?: { action: string; label: string; fields?: Record<string, string> };
}

const STYLE = `
body{margin:0;background:#FAF7F0;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1C1917}
main{max-width:520px;margin:10vh auto;background:#fff;border-top:4px solid #A8790F;border-radius:10px;padding:32px}
.brand{color:#8A6209;font-weight:700;font-size:20px;margin:0 0 16px}
h1{font-size:24px;margin:0 0 16px}p{line-height:1.6}
button{background:#8A6209;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-weight:600;font-size:16px;cursor:pointer}
a{color:#8A6209}
`;

/**
 * The newsletter's pages live under /api, whose policy allows nothing (`default-src 'none'`), so their own
 * <style> was blocked and they rendered unstyled. They get a policy of their own: still nothing
 * else, plus this exact stylesheet by its hash (no 'unsafe-inline') and forms posting back here.
 */
export const LINK_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The few pages a person reaches from a link in an email or a text (the newsletter's confirm and
 * unsubscribe, "Stop SMS reminders"). Rendered on the server so they work without the app's
 * JavaScript and without an account; no script at all.
 */
export function linkPage({ siteName, title, paragraphs, form }: PageOptions): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const hidden = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${hidden}<button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title>
<style>${STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(siteName)}</p><h1>${escapeHtml(title)}</h1>${body}${button}
<p><a href="/">Go to the home page</a></p></main></body></html>`;
}

/** Lets a scope read the plain forms these pages' buttons post (no script, no JSON). */
export function acceptLinkPageForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
