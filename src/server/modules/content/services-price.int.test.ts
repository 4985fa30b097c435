import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CONTENT_API, type Service } from '../../../shared/content.ts';
import { ADMIN_CONTENT_API, MAX_SERVICE_PRICE_KOBO } from '../../../shared/content-admin.ts';

/** An emptied, negative or non-numeric starting price is refused, never saved as ₦0.00 nor silently reverted. */
describe('Save All Services refuses a starting price that is not a price', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let current: Array<Service & { id: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
    current = (await send('GET', ADMIN_CONTENT_API.services)).json().services;
  });
  afterAll(() => t.close());

  function send(method: 'GET' | 'PUT', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  }
  const saveFirstWithPrice = (price: unknown) =>
    send('PUT', ADMIN_CONTENT_API.services, {
      services: [{ ...current[0]!, startingPriceKobo: price }, ...current.slice(1)],
    });

  it.each([
    ['emptied (null, what JSON makes of the field)', null, 'Enter a starting price in naira'],
    ['missing', undefined, 'Enter a starting price in naira'],
    ['non-numeric', 'abc', 'Enter a starting price in naira'],
    ['numeric text', '15000', 'Enter a starting price in naira'],
    ['zero', 0, 'Enter a starting price above ₦0'],
    ['negative', -150_000, 'Enter a starting price above ₦0'],
    ['fractional kobo', 10.5, 'Prices are whole numbers of kobo'],
    ['beyond the column', MAX_SERVICE_PRICE_KOBO + 1, 'That price is too high'],
  ])('%s: 400 with the message on services.0.startingPriceKobo, nothing saved', async (_, price, message) => {
    const res = await saveFirstWithPrice(price);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'services.0.startingPriceKobo': message });
    const page = (await send('GET', CONTENT_API.service(current[0]!.slug))).json().service;
    expect(page.startingPriceKobo).toBe(current[0]!.startingPriceKobo);
  });

  it('saves a real price, the largest the column holds included', async () => {
    const res = await saveFirstWithPrice(MAX_SERVICE_PRICE_KOBO);
    expect(res.statusCode).toBe(200);
    const page = (await send('GET', CONTENT_API.service(current[0]!.slug))).json().service;
    expect(page.startingPriceKobo).toBe(MAX_SERVICE_PRICE_KOBO);
  });
});
