import { outboxOf } from './outbox';
import { type OwnServer, startOwnServer } from './own-server';

/**
 * A server of its own for the directory journeys, filled through the real flows only: a super
 * admin from `npm run admin:create` (before start: the embedded database allows one process),
 * then photographers who sign up, verify their email from the outbox, sign in, fill in their
 * listing, apply, and are approved by the admin over the admin API.
 *
 * TRUST_PROXY=127.0.0.1 lets each seeded sign-up come from its own X-Forwarded-For address,
 * so seeding does not trip the per-IP sign-up limit; the browser's own requests carry none.
 */

export interface SeedPhotographer {
  businessName: string;
  slug: string;
  city: string;
  categories: string[];
  /** Package prices in naira. */
  prices: number[];
  bio?: string;
  approved?: boolean;
  firstName?: string;
}

export interface SeededPhotographer extends SeedPhotographer {
  email: string;
  password: string;
  cookie: string;
}

export const ADMIN = { email: 'directory-admin@aworan.test', password: 'Directory-admin-2025' };
const PASSWORD = 'Photographer-2025';

export class DirectoryServer {
  readonly base: string;
  private server: OwnServer | undefined;
  private ip = 0;
  private adminCookie = '';

  constructor(
    readonly port: number,
    /** More environment for the server (e.g. SMTP_URL for a journey with a real SMTP peer). */
    private readonly env: Record<string, string> = {},
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async start() {
    this.server = await startOwnServer({
      port: this.port,
      admin: { ...ADMIN, firstName: 'Dayo', lastName: 'Admin' },
      env: { TRUST_PROXY: '127.0.0.1', ...this.env },
    });
    this.adminCookie = await this.signIn(ADMIN.email, ADMIN.password);
  }

  async stop() {
    await this.server?.stop();
  }

  /** kill -9: the server dies mid-request, mid-job; its data folder stays. */
  async crash() {
    await this.server?.crash();
  }

  /** Starts the server again on the same data folder (after `crash`; sessions survive). */
  async restart() {
    await this.server?.restart();
  }

  /** Restarts the server with its clock `aheadMs` later (e2e/own-server.ts `restartLater`). */
  async restartLater(aheadMs: number) {
    await this.server?.restartLater(aheadMs);
  }

  /** A JSON call as a browser on this site would make it (Origin set, cookie if signed in). */
  async call(method: string, url: string, body?: unknown, cookie = ''): Promise<Response> {
    this.ip += 1;
    return fetch(`${this.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.base,
        'x-forwarded-for': `198.18.${Math.floor(this.ip / 250)}.${(this.ip % 250) + 1}`,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private async ok(response: Response, what: string) {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  }

  async signIn(email: string, password: string): Promise<string> {
    const res = await this.ok(
      await this.call('POST', '/api/auth/sign-in/email', { email, password, rememberMe: false }),
      'sign-in',
    );
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  /** The newest email to this address, read from the server's outbox (e2e/outbox.ts). */
  async latestEmail(to: string, template: string): Promise<{ subject: string; text: string } | undefined> {
    if (!this.server) throw new Error('the directory server is not running');
    const emails = await outboxOf(this.server.dataDir);
    return emails.find((e) => e.to === to.toLowerCase() && e.template === template);
  }

  async addPhotographer(spec: SeedPhotographer): Promise<SeededPhotographer> {
    const email = `${spec.slug}@photographers.test`;
    await this.ok(
      await this.call('POST', '/api/auth/sign-up/email', {
        firstName: spec.firstName ?? 'Test',
        lastName: 'Photographer',
        email,
        password: PASSWORD,
        role: 'photographer',
        acceptTerms: true,
      }),
      'sign-up',
    );
    const verification = await this.latestEmail(email, 'verify-email');
    const link = verification?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no verification email for ${email}`);
    const verified = await this.call('GET', new URL(link).pathname + new URL(link).search);
    if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
    const cookie = await this.signIn(email, PASSWORD);

    await this.ok(
      await this.call(
        'PUT',
        '/api/marketplace/my-listing',
        {
          businessName: spec.businessName,
          slug: spec.slug,
          city: spec.city,
          phone: '',
          bio: spec.bio ?? `${spec.businessName} photographs people and moments in ${spec.city}.`,
          categories: spec.categories,
          showPhone: false,
        },
        cookie,
      ),
      'listing',
    );
    for (const [i, naira] of spec.prices.entries()) {
      await this.ok(
        await this.call(
          'POST',
          '/api/marketplace/my-listing/packages',
          {
            name: i === 0 ? 'Classic Session' : `Package ${i + 1}`,
            priceKobo: naira * 100,
            description: 'Edited photos delivered in a private online gallery.',
            highlights: ['Online gallery', 'Edited photos'],
          },
          cookie,
        ),
        'package',
      );
    }
    await this.ok(
      await this.call(
        'POST',
        '/api/accounts/photographer-application',
        { businessName: spec.businessName },
        cookie,
      ),
      'application',
    );
    const me = (await (await this.call('GET', '/api/accounts/me', undefined, cookie)).json()) as {
      viewer: { userId: string };
    };
    if (spec.approved !== false) {
      await this.ok(
        await this.call(
          'POST',
          `/api/admin/photographers/${me.viewer.userId}/approve`,
          undefined,
          this.adminCookie,
        ),
        'approval',
      );
    }
    return { ...spec, email, password: PASSWORD, cookie };
  }

  /** Uploads an image to a photographer's portfolio or cover through the portal API. */
  async uploadImage(cookie: string, kind: 'portfolio' | 'cover', image: Buffer, caption = '') {
    const form = new FormData();
    if (caption) form.append('caption', caption);
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${this.base}/api/marketplace/my-listing/${kind}`, {
      method: kind === 'cover' ? 'PUT' : 'POST',
      headers: { origin: this.base, cookie },
      body: form,
    });
    await this.ok(res, `upload ${kind}`);
  }
}
