import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logInFromHome, studioNav } from './studio-nav';

/**
 * Messages, live, on a server of its own. A photographer bills a client; the client opens the
 * invoice from its email on a 390 px phone and clicks "Message Ade Lens Studio". The photographer,
 * signed in from `/` at 1280 px, sees the unread count in the studio's navigation, opens the
 * conversation from the inbox and answers with a photo; the client's phone shows it without a
 * reload, and the client answers with a PDF, which reaches the studio live. "Seen" follows reads.
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
const CLIENT = { name: 'Ngozi Eze', email: 'ngozi@clients.test' };
const PHONE = { width: 390, height: 844 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 71);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Ade Lens Studio',
    slug: 'ade-lens-messages',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [15000],
    firstName: 'Ade',
  });
  const invoice = await server.call(
    'POST',
    '/api/invoices?send=true',
    {
      clientName: CLIENT.name,
      clientEmail: CLIENT.email,
      items: [{ description: 'Portrait session', quantity: 1, unitKobo: 15_000_000 }],
    },
    photographer.cookie,
  );
  expect(invoice.status).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
});

test('a photographer and a client on a phone exchange messages with attachments, live', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The client: the invoice email's link, on a phone, then "Message Ade Lens Studio".
  const email = await server.latestEmail(CLIENT.email, 'invoice-sent');
  const link = email?.text.match(/https?:\/\/\S+\/i\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const clientContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const client = await clientContext.newPage();
  await client.goto(link!);
  await client.getByRole('link', { name: 'Message Ade Lens Studio' }).click();
  await expect(client.getByRole('heading', { name: 'Messages with Ade Lens Studio' })).toBeVisible();
  await expect(client.getByText('Write to Ade Lens Studio.')).toBeVisible();
  const clientBox = client.getByLabel('Message', { exact: true });
  await clientBox.fill('x'.repeat(5001));
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('alert')).toHaveText('A message can be at most 5,000 characters');
  await clientBox.fill('Hello Ade, can we shoot at Lekki Conservation Centre?');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('list', { name: 'Messages' })).toContainText('Lekki Conservation Centre');
  expect(
    await client.evaluate(() => {
      const g = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
        innerWidth: number;
      };
      return g.document.documentElement.scrollWidth - g.innerWidth;
    }),
  ).toBe(0);

  // The photographer: from `/`, the studio's Messages with its unread count, then the conversation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);
  const messagesLink = studioNav(page).getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toContainText('1');
  await messagesLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(CLIENT.name) }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Lekki Conservation Centre');
  await expect(messagesLink).not.toContainText('1');

  // The client's phone shows "Seen" under their message once the photographer has read it.
  await expect(client.getByText(/· Seen/)).toBeVisible();

  // The photographer answers with a photo; the client's phone shows it without a reload.
  await page
    .getByLabel('Attach an image or PDF')
    .setInputFiles({ name: 'lekki.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Message', { exact: true }).fill('Yes! Here is the spot I have in mind.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('list', { name: 'Messages' })).toContainText(
    'Here is the spot I have in mind.',
  );
  await expect(client.getByRole('img', { name: 'lekki.png' })).toBeVisible();

  // The client answers with a PDF; it reaches the studio live, and opens for the photographer.
  await client
    .getByLabel('Attach an image or PDF')
    .setInputFiles({ name: 'shot-list.pdf', mimeType: 'application/pdf', buffer: PDF });
  await clientBox.fill('Perfect. My shot list is attached.');
  await client.getByRole('button', { name: 'Send' }).click();
  const pdfLink = page.getByRole('link', { name: 'shot-list.pdf' });
  await expect(pdfLink).toBeVisible();
  const href = await pdfLink.getAttribute('href');
  const download = await page.request.get(new URL(href!, page.url()).href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText(/· Seen/)).toBeVisible();

  // The same conversation is on the client's page in the studio, reached by clicking.
  await page.getByRole('link', { name: 'Client details' }).click();
  await expect(page.getByRole('heading', { name: `Messages with ${CLIENT.name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('My shot list is attached.');
  await clientContext.close();
});

test('a guest who opened a PIN gallery from its email messages the photographer, on a phone and at 1280 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const gallery = await server.call(
    'POST',
    '/api/galleries',
    { name: 'Ngozi at the Conservation Centre', clientEmail: CLIENT.email },
    photographer.cookie,
  );
  expect(gallery.status).toBe(201);
  const { id } = ((await gallery.json()) as { gallery: { id: string } }).gallery;
  const shared = await server.call(
    'POST',
    `/api/galleries/${id}/share`,
    { recipients: [CLIENT.email], message: '', protection: { mode: 'pin', code: '4817' }, codeInEmail: true },
    photographer.cookie,
  );
  expect(shared.status).toBe(200);
  const invitation = await server.latestEmail(CLIENT.email, 'gallery-invitation');
  const link = invitation?.text.match(/https?:\/\/\S+\/gallery\/\S+/)?.[0];
  expect(link).toBeTruthy();

  for (const [viewport, words] of [
    [PHONE, 'Are the edited ones coming this week?'],
    [{ width: 1280, height: 900 }, 'And may I have two prints of the portrait?'],
  ] as const) {
    const context = await browser.newContext(
      viewport === PHONE ? { viewport, isMobile: true, hasTouch: true } : { viewport },
    );
    const guest = await context.newPage();
    await guest.goto(link!);
    // Locked: no way to message until the PIN is given.
    await expect(guest.getByLabel('PIN')).toBeVisible();
    await expect(guest.getByRole('button', { name: /^Message / })).toHaveCount(0);
    await guest.getByLabel('PIN').fill('4817');
    await guest.getByRole('button', { name: 'Open gallery' }).click();
    await guest.getByRole('button', { name: /^Message Ade/ }).click();
    await expect(guest.getByRole('heading', { name: 'Messages with Ade Lens Studio' })).toBeVisible();
    await guest.getByLabel('Message', { exact: true }).fill(words);
    await guest.getByRole('button', { name: 'Send' }).click();
    await expect(guest.getByRole('list', { name: 'Messages' })).toContainText(words);
    await context.close();
  }

  // Both reached the client's one conversation with the photographer.
  const inbox = (await (
    await server.call('GET', '/api/messages', undefined, photographer.cookie)
  ).json()) as {
    conversations: Array<{ clientId: string; clientName: string }>;
  };
  const row = inbox.conversations.find((c) => c.clientName === CLIENT.name)!;
  const thread = await server.call(
    'GET',
    `/api/messages/clients/${row.clientId}`,
    undefined,
    photographer.cookie,
  );
  const bodies = ((await thread.json()) as { messages: Array<{ body: string }> }).messages.map((m) => m.body);
  expect(bodies).toEqual(
    expect.arrayContaining([
      'Are the edited ones coming this week?',
      'And may I have two prints of the portrait?',
    ]),
  );
});
