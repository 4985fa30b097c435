/** Bare Fastify answering the same route shape as the app's /api/meta: the benchmark's baseline. */
import Fastify from 'fastify';

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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
