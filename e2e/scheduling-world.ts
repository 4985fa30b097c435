import { type FakePaystack, startFakePaystack } from '../tests/fake-paystack/fake-paystack';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer, type SeedPhotographer } from './directory-seed';
import { invoiceSettings } from './invoice-settings';

/** The scheduling journeys' own server: fake Paystack, a real SMTP peer, one listed photographer. */
export interface SchedulingWorld {
  fake: FakePaystack;
  smtp: SmtpCapture;
  server: DirectoryServer;
  photographer: SeededPhotographer;
  stop(): Promise<void>;
}

async function ok(res: Promise<Response>, what: string): Promise<Response> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return r;
}

/**
 * Starts the server at E2E_PORT + `portOffset`, seeds the photographer with a payout account
 * (so clients pay online) and a 30% deposit on portraits, and opens the given Lagos dates.
 */
export async function startSchedulingWorld(
  portOffset: number,
  spec: SeedPhotographer,
  accountName: string,
): Promise<SchedulingWorld> {
  const fake = await startFakePaystack();
  fake.addAccount('058', '0123456789', accountName);
  const smtp = await startSmtpCapture();
  const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + portOffset, {
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    SMTP_URL: smtp.url,
  });
  await server.start();
  fake.webhookUrl = `${server.base}/api/payments/paystack/webhook`;
  const photographer = await server.addPhotographer(spec);
  await ok(
    server.call(
      'PUT',
      '/api/payments/payout-account',
      { bankCode: '058', accountNumber: '0123456789' },
      photographer.cookie,
    ),
    'payout',
  );
  const settings = (await (
    await server.call('GET', '/api/scheduling/settings', undefined, photographer.cookie)
  ).json()) as { sessionTypes: ({ id: string } & Record<string, unknown>)[] };
  const { id, ...portrait } = settings.sessionTypes[0]!;
  await ok(
    server.call(
      'PUT',
      `/api/scheduling/session-types/${id}`,
      { ...portrait, depositPercent: 30 },
      photographer.cookie,
    ),
    'type',
  );
  // No VAT on top: the journeys' deposits are the round 30% of the price (decision 200).
  await ok(
    server.call('PUT', '/api/invoices/settings', invoiceSettings({ vatEnabled: false }), photographer.cookie),
    'invoice settings',
  );
  return {
    fake,
    smtp,
    server,
    photographer,
    async stop() {
      await server.stop();
      await smtp.close();
      await fake.close();
    },
  };
}

/** Opens a Lagos date with the given hours (tests never depend on today's weekday). */
export async function openDay(world: SchedulingWorld, date: string, start = '09:00', end = '17:00') {
  await ok(
    world.server.call(
      'POST',
      '/api/scheduling/overrides',
      { date, spans: [{ start, end }] },
      world.photographer.cookie,
    ),
    'override',
  );
}

export { mailTo } from './mail-to';
