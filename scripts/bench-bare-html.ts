/**
 * The bare baseline of `npm run bench`'s public HTML figures: a `node:http` server that answers
 * each page from memory with the bytes and headers the app sent for it (BARE_HTML_FILE, written
 * by scripts/bench-html.ts), and nothing else: no routing, no hooks, no cache lookups.
 */
import fs from 'node:fs';
import http from 'node:http';

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const pages = JSON.parse(fs.readFileSync(process.env.BARE_HTML_FILE!, 'utf8')) as Record<string, Captured>;
const ready = new Map(
  Object.entries(pages).map(([path, page]) => [path, { ...page, body: Buffer.from(page.body, 'base64') }]),
);
const server = http.createServer((req, res) => {
  const page = ready.get(req.url ?? '/');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, page.headers);
  res.end(page.body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
