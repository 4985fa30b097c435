import { expect } from 'vitest';
import { type ShippedServer, waitForOutput } from './shipped-server.ts';

/**
 * People on a shipped server, made only through its real flows: the first super admin from the
 * one-time setup link the server prints, a photographer who signs up, verifies from the email
 * the SMTP peer received, signs in, lists, applies, is approved, and adds a payout account
 * (confirmed by the fake Paystack) so clients can pay online.
 */
export const PASSWORD = 'Shipped-tier-2026';

export interface Person {
  email: string;
  cookie: string;
  userId: string;
}

export interface Photographer extends Person {
  slug: string;
  businessName: string;
}

export async function setUpAdmin(server: ShippedServer): Promise<Person> {
  const token = (await waitForOutput(server.proc(), /\/setup#([A-Za-z0-9_-]{20,})/))[1]!;
  const email = 'admin@shipped.test';
  await server.ok('POST', '/api/setup', {
    token,
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const cookie = await server.signIn(email, PASSWORD);
  const me = await server.ok<{ viewer: { userId: string } }>('GET', '/api/accounts/me', undefined, cookie);
  return { email, cookie, userId: me.viewer.userId };
}

/** Signs up with the role, follows the verification link from the email, signs in. */
export async function signUpVerified(
  server: ShippedServer,
  email: string,
  role: 'photographer' | 'customer',
): Promise<Person> {
  await server.ok('POST', '/api/auth/sign-up/email', {
    firstName: role === 'photographer' ? 'Ade' : 'Bola',
    lastName: 'Tester',
    email,
    password: PASSWORD,
    role,
    acceptTerms: true,
  });
  const mail = await server.mailTo(email, /^Verify your email for /);
  const link = new URL(mail.text?.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await server.call('GET', link.pathname + link.search);
  expect(verified.status).toBe(302);
  const cookie = await server.signIn(email, PASSWORD);
  const me = await server.ok<{ viewer: { userId: string } }>('GET', '/api/accounts/me', undefined, cookie);
  return { email, cookie, userId: me.viewer.userId };
}

export async function approvedPhotographer(server: ShippedServer, admin: Person): Promise<Photographer> {
  const slug = 'ade-lens';
  const businessName = 'Ade Lens Studio';
  const person = await signUpVerified(server, `${slug}@photographers.test`, 'photographer');
  await server.ok(
    'PUT',
    '/api/marketplace/my-listing',
    {
      businessName,
      slug,
      city: 'Lagos',
      phone: '',
      bio: 'Ade Lens Studio photographs weddings and portraits in Lagos.',
      categories: ['wedding'],
      showPhone: false,
    },
    person.cookie,
  );
  await server.ok('POST', '/api/accounts/photographer-application', { businessName }, person.cookie);
  await server.ok('POST', `/api/admin/photographers/${person.userId}/approve`, undefined, admin.cookie);
  await server.mailTo(person.email, /photographer account is approved$/);
  server.fake.addAccount('058', '0123456789', 'ADE LENS STUDIO');
  await server.ok(
    'PUT',
    '/api/payments/payout-account',
    { bankCode: '058', accountNumber: '0123456789' },
    person.cookie,
  );
  return { ...person, slug, businessName };
}

/** Pays what the client's invoice link asks now, on the fake Paystack's checkout. */
export async function payOnline(server: ShippedServer, invoiceUrl: string): Promise<string> {
  const token = invoiceUrl.split('/i/')[1]!;
  const { authorizationUrl } = await server.ok<{ authorizationUrl: string }>(
    'POST',
    `/api/public/invoices/${token}/pay`,
    {},
  );
  const code = authorizationUrl.split('/checkout/')[1];
  const trx = [...server.fake.transactions.values()].find((t) => t.access_code === code)!;
  // Paystack's webhook reaches the server, whose job verifies and credits the payment.
  await server.fake.complete(trx.reference, 'success');
  return trx.reference;
}

/** A stored file as the answer's bytes. */
export const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
