import type { FastifyInstance } from 'fastify';
import { type SignedInUser, signInAs } from '../../auth-helpers.ts';
import { type OwnershipTable, photographerOwned } from './rules.ts';

/** An invoice of `owner`: a draft, or sent (numbered, with its link), or paid with one payment. */
export async function addInvoice(
  app: FastifyInstance,
  owner: SignedInUser,
  state: 'draft' | 'sent' | 'paid' = 'draft',
): Promise<{ id: string; token: string; paymentId: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/invoices?send=${state === 'draft' ? 'false' : 'true'}`,
    headers: owner.headers,
    payload: invoiceBody().payload,
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  const invoice = res.json().invoice;
  let paymentId = '';
  if (state === 'paid') {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: owner.headers,
      payload: { amountKobo: invoice.totalKobo, method: 'cash' },
    });
    paymentId = paid.json().invoice.payments[0].id;
  }
  return { id: invoice.id, token: invoice.publicUrl?.split('/i/')[1] ?? '', paymentId };
}
const invoiceBody = () => ({
  payload: {
    clientName: 'Owned Client',
    clientEmail: 'owned-client@example.test',
    items: [{ description: 'Session', quantity: 1, unitKobo: 1_500_000 }],
  },
});
/** A valid client link, or (expired) the link of an invoice since voided: revoked. */
export async function invoiceLink(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  const { token } = await paidInPartLink(app, expired, false);
  return { token };
}
/** A part paid invoice's link and its payment (expired: the invoice since voided). */
async function receiptLink(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  return paidInPartLink(app, expired, true);
}
/** A sent invoice's link, with a first payment when `pay`; expired: the invoice since voided. */
async function paidInPartLink(app: FastifyInstance, expired: boolean, pay: boolean) {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, token } = await addInvoice(app, owner, 'sent');
  let paymentId = '';
  if (pay) {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payments`,
      headers: owner.headers,
      payload: { amountKobo: 100, method: 'cash' },
    });
    paymentId = paid.json().invoice.payments[0].id;
  }
  if (expired) await voidInvoice(app, owner, id);
  return { token, paymentId };
}
/** Voids an invoice of `owner`: its link stops working. */
export async function voidInvoice(app: FastifyInstance, owner: SignedInUser, id: string) {
  await app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/void`,
    headers: owner.headers,
    payload: { reason: 'Revoked' },
  });
}
/** The photographer's own invoices; the client's link is the token. */
export const invoicingOwnership: OwnershipTable = {
  'GET /api/invoices/:id': photographerOwned(async (app, o) => ({ id: (await addInvoice(app, o)).id }), 200),
  'PUT /api/invoices/:id': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    200,
    invoiceBody,
  ),
  'DELETE /api/invoices/:id': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    204,
  ),
  'POST /api/invoices/:id/send': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    200,
  ),
  'POST /api/invoices/:id/void': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o, 'sent')).id }),
    200,
    () => ({ payload: { reason: 'Wrong amount' } }),
  ),
  'POST /api/invoices/:id/link': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o, 'sent')).id }),
    200,
  ),
  'GET /api/invoices/:id/pdf': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    200,
  ),
  'GET /api/invoices/:id/payments/:paymentId/receipt.pdf': photographerOwned(async (app, o) => {
    const { id, paymentId } = await addInvoice(app, o, 'paid');
    return { id, paymentId };
  }, 200),
  'POST /api/invoices/:id/payments': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o, 'sent')).id }),
    201,
    () => ({ payload: { amountKobo: 100, method: 'cash' } }),
  ),
  'POST /api/invoices/:id/payments/:paymentId/reverse': photographerOwned(
    async (app, o) => {
      const { id, paymentId } = await addInvoice(app, o, 'paid');
      return { id, paymentId };
    },
    200,
    () => ({ payload: { reason: 'Bounced' } }),
  ),
  'GET /api/public/invoices/:token': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/invoices/:token/pdf': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  // A receipt through the invoice's link: a payment of that invoice only, while the link is valid.
  'GET /api/public/invoices/:token/payments/:paymentId/receipt.pdf': {
    level: 'token',
    create: (app, { expired }) => receiptLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/invoices/:token/paid': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  // A wrong or revoked link is refused before anything else; a valid one gets past the token
  // (to the checkout, or to "nothing to pay" / "not available" for this invoice).
  'POST /api/public/invoices/:token/pay': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode !== 404 && res.statusCode < 500,
  },
  'POST /api/public/invoices/:token/return': {
    level: 'token',
    payload: { reference: 'awr-invoice-not-ours' },
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
};
