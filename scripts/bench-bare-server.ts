/**
 * Bare Fastify, the benchmark's baselines: the same route shape as the app's /api/meta (static
 * JSON), and, with BARE_PGLITE_DIR (a copy of the bench's embedded database), the blog list
 * answered from the database on every request by the same queries as the app (featured posts,
 * a page of the others, their count) with no cache, no validation and no hooks.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { pgliteExtensions } from '../src/server/db/pglite-extensions.ts';

const app = Fastify({ logger: false });
const meta = {
  name: 'Aworan',
  version: '0.1.0',
  currency: 'NGN',
  locale: 'en-NG',
  timeZone: 'Africa/Lagos',
  vatRatePercent: 7.5,
};
app.get('/api/meta', async () => meta);

const pgliteDir = process.env.BARE_PGLITE_DIR;
const pglite = pgliteDir ? await PGlite.create(pgliteDir, { extensions: pgliteExtensions }) : undefined;
if (pglite) {
  const columns =
    'id, slug, title, excerpt, author, published_on as "publishedOn", image, category, featured, status, updated_at as "updatedAt"';
  const order = 'order by published_on desc, created_at desc';
  app.get('/api/content/blog', async () => {
    const [featured, posts, total] = await Promise.all([
      pglite.query(
        `select ${columns} from blog_posts where status = 'published' and featured = true ${order} limit 3`,
      ),
      pglite.query(
        `select ${columns} from blog_posts where status = 'published' and featured = false ${order} limit 6 offset 0`,
      ),
      pglite.query<{ n: number }>(
        `select count(*)::int as n from blog_posts where status = 'published' and featured = false`,
      ),
    ]);
    return { featured: featured.rows, posts: posts.rows, total: total.rows[0]?.n ?? 0, page: 1, pageSize: 6 };
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      await pglite?.close();
      process.exit(0);
    }),
);
