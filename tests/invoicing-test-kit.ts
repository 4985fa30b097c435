import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect } from 'vitest';
import { type InvoicingDeps, invoicingDeps } from '../src/server/modules/invoicing/invoicing.service.ts';
import { type SignedInUser, signInAs } from './auth-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The text of a PDF, as poppler's pdftotext extracts it. */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

export const item = (description: string, quantity: number, unitKobo: number) => ({
  description,
  quantity,
  unitKobo,
});
export const draft = (over: Record<string, unknown> = {}) => ({
  clientName: 'Bola Adeyemi',
  clientEmail: 'Bola@Example.test',
  items: [item('Portrait session', 1, 15_000_00)],
  ...over,
});
export const tokenOf = (invoice: { publicUrl: string }) => invoice.publicUrl.split('/i/')[1]!;

/**
 * The invoicing integration tests' app: started before the file's tests (with an SMTP peer and
 * two approved photographers, Ade and another), closed after; the helpers call its HTTP API.
 */
export function invoicingTestKit() {
  const kit = {} as { t: TestApp; smtp: SmtpCapture; ade: SignedInUser; other: SignedInUser };
  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    kit.t.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (
    body: Record<string, unknown> = draft(),
    who: SignedInUser = kit.ade,
    send = false,
  ) => {
    const res = await call(who, 'POST', `/api/invoices${send ? '?send=true' : ''}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invoice;
  };
  /** The service's dependencies (the jobs run at a time set with `atTime`, tests/clock.ts). */
  const deps = (): InvoicingDeps => invoicingDeps(kit.t.app, kit.t.config.publicUrl);
  beforeAll(async () => {
    kit.smtp = await startSmtpCapture();
    kit.t = await createTestApp({ smtpUrl: kit.smtp.url });
    kit.ade = await signInAs(kit.t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Studio' });
    kit.other = await signInAs(kit.t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await kit.t.close();
    await kit.smtp.close();
  });
  return Object.assign(kit, { call, create, deps });
}

/** Ade's invoice settings with a business name, TIN and bank details (what prints and shows). */
export const adeSettings = {
  prefix: 'INV',
  vatEnabled: true,
  tin: '12345678-0001',
  businessName: 'Ade Studio Ltd',
  address: '1 Allen Avenue, Ikeja',
  bankName: 'GTBank',
  accountName: 'Ade Studio Ltd',
  accountNumber: '0123456789',
  remindersEnabled: true,
  reminderOffsets: [-3, 0, 7],
};

/** A sent invoice of one item at `unitKobo` (VAT as the photographer's settings say): its id, link token and total. */
export async function sendInvoiceTo(
  app: TestApp['app'],
  photographer: SignedInUser,
  clientEmail: string,
  unitKobo: number,
  clientName = 'Bola Ade',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/invoices?send=true',
    headers: photographer.headers,
    payload: { clientName, clientEmail, items: [item('Portraits', 1, unitKobo)] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const invoice = res.json().invoice;
  return { id: invoice.id as string, token: tokenOf(invoice), total: invoice.totalKobo as number };
}
