import { afterAll, beforeAll, expect } from 'vitest';
import { type SignedInUser, signInAs } from './auth-helpers.ts';
import { httpCaller } from './http-call.ts';
import { photographerWithListing } from './marketplace-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The scheduling integration tests' app: started before the file's tests with two approved
 * photographers (Ade, listed under `slug` for public booking, and another), closed after; the
 * helpers call its HTTP API, as Ade unless told otherwise.
 */
export function schedulingTestKit(slug: string) {
  const kit = {} as { t: TestApp; ade: SignedInUser; other: SignedInUser };
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.ade = await photographerWithListing(kit.t.app, {
      businessName: 'Ade Studio',
      slug,
      firstName: 'Ade',
      lastName: 'Studio',
    });
    kit.other = await signInAs(kit.t.app, 'approvedPhotographer');
  });
  afterAll(() => kit.t.close());

  const call = httpCaller(() => kit.t.app);
  const settings = async (who = kit.ade) => (await call(who, 'GET', '/api/scheduling/settings')).json();
  const typeId = async (name: string, who = kit.ade) =>
    (await settings(who)).sessionTypes.find((s: { name: string }) => s.name === name).id as string;
  /** Opens a date (override) with the given spans, so tests never depend on today's weekday. */
  const open = async (date: string, spans = [{ start: '09:00', end: '17:00' }], who = kit.ade) => {
    const res = await call(who, 'POST', '/api/scheduling/overrides', { date, spans });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().override;
  };
  const slots = async (date: string, sessionTypeId: string, who = kit.ade) => {
    const res = await call(who, 'GET', `/api/scheduling/slots?sessionTypeId=${sessionTypeId}&from=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().slots.map((s: { time: string }) => s.time) as string[];
  };
  const book = (startsAt: string, sessionTypeId: string, over: Record<string, unknown> = {}, who = kit.ade) =>
    call(who, 'POST', '/api/bookings', {
      sessionTypeId,
      startsAt,
      clientName: 'Bola Adeyemi',
      clientEmail: 'bola@example.test',
      clientPhone: '0803 123 4567',
      location: 'Lekki Phase 1',
      ...over,
    });
  return Object.assign(kit, { call, settings, typeId, open, slots, book });
}
