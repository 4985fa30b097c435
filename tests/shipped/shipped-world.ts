import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { dayAhead } from '../scheduling-helpers.ts';
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

/** A drawn signature, as the signing pad sends it (a PNG data URL). */
export async function signatureDataUrl(): Promise<string> {
  const { default: sharp } = await import('sharp');
  const stroke =
    '<svg width="300" height="90"><path d="M10 60 C 60 10, 110 90, 160 40" stroke="#111" stroke-width="4" fill="none"/></svg>';
  const png = await sharp({
    create: { width: 300, height: 90, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite([{ input: Buffer.from(stroke) }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Sends a ₦150,000 portrait invoice to `clientEmail`. */
export async function sendInvoice(server: ShippedServer, who: Person, clientEmail: string) {
  const { invoice } = await server.ok<{ invoice: { id: string; publicUrl: string } }>(
    'POST',
    '/api/invoices?send=true',
    {
      clientName: 'Bola Adeyemi',
      clientEmail,
      items: [{ description: 'Portrait session', quantity: 1, unitKobo: 15_000_000 }],
    },
    who.cookie,
  );
  return invoice;
}

/** A wedding contract (the built-in template) sent to `clientEmail`; answers its id and link token. */
export async function sendWeddingContract(server: ShippedServer, who: Person, clientEmail: string) {
  const { templates } = await server.ok<{ templates: { id: string; title: string; content: string }[] }>(
    'GET',
    '/api/contracts/templates',
    undefined,
    who.cookie,
  );
  const wedding = templates.find((t) => t.id === 'template-wedding')!;
  const { contract } = await server.ok<{ contract: { id: string } }>(
    'POST',
    '/api/contracts',
    {
      title: wedding.title,
      clientName: 'Chiamaka Obi',
      clientEmail,
      content: wedding.content,
      templateId: wedding.id,
      values: { sessionDate: dayAhead(60), location: 'Eko Hotel, Lagos', hours: 8, feeKobo: 50_000_000 },
    },
    who.cookie,
  );
  const sent = await server.ok<{ contract: { publicUrl: string } }>(
    'POST',
    `/api/contracts/${contract.id}/send`,
    undefined,
    who.cookie,
  );
  return { id: contract.id, token: sent.contract.publicUrl.split('/c/')[1]! };
}

/** Starts a gallery upload and sends every chunk, as the browser does; answers the upload id. */
export async function uploadChunks(
  server: ShippedServer,
  who: Person,
  galleryId: string,
  filename: string,
  data: Buffer,
): Promise<string> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  const start = await server.ok<{ uploadId: string; chunkBytes: number; chunkCount: number }>(
    'POST',
    `/api/galleries/${galleryId}/uploads`,
    { filename, sizeBytes: data.length, sha256 },
    who.cookie,
  );
  for (let i = 0; i < start.chunkCount; i += 1) {
    const res = await fetch(
      `${server.url}/api/galleries/${galleryId}/uploads/${start.uploadId}/chunks/${i}`,
      {
        method: 'PUT',
        headers: { origin: server.url, cookie: who.cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(data.subarray(i * start.chunkBytes, (i + 1) * start.chunkBytes)),
      },
    );
    expect(res.status, await res.text()).toBe(200);
  }
  return start.uploadId;
}

/** A gallery's counts, as the photographer's gallery page reads them. */
export const galleryCounts = async (server: ShippedServer, who: Person, galleryId: string) =>
  (
    await server.ok<{ gallery: { imageCount: number; pending: number; failed: number } }>(
      'GET',
      `/api/galleries/${galleryId}`,
      undefined,
      who.cookie,
    )
  ).gallery;
