import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  type ListingDetailsInput,
  MARKETPLACE_API,
  type PhotographerCategory,
} from '../src/shared/marketplace.ts';
import { type SignedInUser, signInAs, type UserKind } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of the marketplace: photographers with listings made through the real API. */

export interface ListingSpec {
  businessName: string;
  slug: string;
  city?: string;
  categories?: PhotographerCategory[];
  /** Package prices in kobo. */
  prices?: number[];
  bio?: string;
  phone?: string;
  showPhone?: boolean;
  firstName?: string;
  lastName?: string;
}

export function detailsOf(spec: ListingSpec): ListingDetailsInput {
  return {
    businessName: spec.businessName,
    slug: spec.slug,
    city: spec.city ?? 'Lagos',
    phone: spec.phone ?? '',
    bio: spec.bio ?? `${spec.businessName} photographs people and places.`,
    categories: spec.categories ?? ['portrait'],
    showPhone: spec.showPhone ?? false,
  };
}

/** Signs up a photographer of this kind and fills in their listing through the portal API. */
export async function photographerWithListing(
  app: FastifyInstance,
  spec: ListingSpec,
  kind: Extract<UserKind, 'approvedPhotographer' | 'pendingPhotographer'> = 'approvedPhotographer',
): Promise<SignedInUser> {
  const user = await signInAs(app, kind, {
    ...(spec.firstName ? { firstName: spec.firstName } : {}),
    ...(spec.lastName ? { lastName: spec.lastName } : {}),
  });
  const saved = await app.inject({
    method: 'PUT',
    url: MARKETPLACE_API.myListing,
    headers: user.headers,
    payload: detailsOf(spec),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [i, priceKobo] of (spec.prices ?? []).entries()) {
    const res = await app.inject({
      method: 'POST',
      url: MARKETPLACE_API.packages,
      headers: user.headers,
      payload: {
        name: `Package ${i + 1}`,
        priceKobo,
        description: 'A session.',
        highlights: ['Edited photos'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return user;
}

/** A small real image, encoded by sharp, for upload tests. */
export async function testImage(format: 'png' | 'jpeg' = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 168, g: 121, b: 15 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with one file field and optional text fields. */
export function multipartBody(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----aworan${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Closes a test app. The harness drops the PostgreSQL test database `with (force)` right after
 * `pool.end()`, which resolves before every socket has closed; a backend killed in that window
 * reports FATAL 57P01 to a pool without an error listener, an unhandled error that fails the
 * run. Ignoring errors from here on is safe: the database is being thrown away. (The lasting
 * fix is a `pool.on('error', …)` in src/server/db/client.ts, reported to the lead.)
 */
export async function closeTestApp(t: TestApp): Promise<void> {
  t.app.database.pool?.on('error', () => undefined);
  await t.close();
}
