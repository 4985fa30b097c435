import type { FastifyInstance } from 'fastify';
import type { FakePaystack } from './fake-paystack-state.ts';

/** The hosted checkout: one page with the amount and three buttons, as a browser test needs. */
export function checkoutRoutes(app: FastifyInstance, fake: FakePaystack): void {
  const checkoutTrx = (code: string) => [...fake.transactions.values()].find((t) => t.access_code === code);
  app.get<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const trx = checkoutTrx(request.params.code);
    if (!trx) return reply.status(404).type('text/html').send('<h1>Transaction not found</h1>');
    const naira = (trx.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
    const button = (outcome: string, label: string) =>
      `<form method="post" action="/checkout/${trx.access_code}/${outcome}"><button type="submit">${label}</button></form>`;
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><title>Paystack checkout (test)</title></head><body>` +
          `<h1>Pay NGN ${naira}</h1><p>${trx.customer.email}</p><p>Test mode</p>` +
          button('success', 'Pay') +
          button('failed', 'Fail') +
          button('abandon', 'Cancel payment') +
          `</body></html>`,
      );
  });
  app.post<{ Params: { code: string; outcome: string } }>(
    '/checkout/:code/:outcome',
    async (request, reply) => {
      const trx = checkoutTrx(request.params.code);
      if (!trx) return reply.status(404).send('not found');
      const { outcome } = request.params;
      if (outcome === 'success' || outcome === 'failed') await fake.complete(trx.reference, outcome);
      const back = new URL(trx.callback_url ?? fake.url);
      back.searchParams.set('trxref', trx.reference);
      back.searchParams.set('reference', trx.reference);
      return reply.redirect(back.toString(), 303);
    },
  );
}
