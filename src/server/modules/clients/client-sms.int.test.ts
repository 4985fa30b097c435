import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CLIENTS_API } from '../../../shared/clients.ts';

/** The client's consent to booking texts (decision 272): the photographer's form and the client's switch. */
describe.each([{ sms: true }, { sms: false }])('SMS consent with SMS configured: $sms', ({ sms }) => {
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(
      sms ? { termii: { apiKey: 'TLkey', senderId: 'Aworan', baseUrl: 'http://127.0.0.1:9' } } : {},
    );
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => t.close());

  const addClient = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: CLIENTS_API.list, headers: ade.headers, payload });
  const consentOf = async (email: string) =>
    (
      await t.app.database.query<{ sms_opt_in: boolean; sms_stop_token: string | null }>(
        'select sms_opt_in, sms_stop_token from clients where email = $1',
        [email],
      )
    )[0]!;

  it('records "Client agreed to SMS" only with a phone, and keeps the stop token when it ends', async () => {
    const without = await addClient({ name: 'No Phone', email: 'nophone@example.test', smsOptIn: true });
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json().client.smsOptIn).toBe(false);

    const agreed = await addClient({
      name: 'Phone Person',
      email: 'phone@example.test',
      phone: '0803 765 4321',
      smsOptIn: true,
    });
    expect(agreed.json().client).toMatchObject({ smsOptIn: true, phone: '+2348037654321' });
    const { sms_stop_token: token } = await consentOf('phone@example.test');
    expect(token).toMatch(/^[\w-]{11}$/);

    // An edit without the field (SMS hidden) keeps the consent; removing the phone ends it.
    const id = agreed.json().client.id;
    const kept = await t.app.inject({
      method: 'PUT',
      url: CLIENTS_API.one(id),
      headers: ade.headers,
      payload: { name: 'Phone Person', email: 'phone@example.test', phone: '08037654321' },
    });
    expect(kept.json().client.smsOptIn).toBe(true);
    const ended = await t.app.inject({
      method: 'PUT',
      url: CLIENTS_API.one(id),
      headers: ade.headers,
      payload: { name: 'Phone Person', email: 'phone@example.test', phone: '' },
    });
    expect(ended.json().client.smsOptIn).toBe(false);
    expect((await consentOf('phone@example.test')).sms_stop_token).toBe(token);
  });

  it(
    sms ? 'lets the signed-in client turn texts on and off' : 'offers the client no SMS setting',
    async () => {
      const customer = await signInAs(t.app, 'customer');
      await addClient({ name: 'Customer', email: customer.email, phone: '08021112222' });
      const mine = await t.app.inject({
        method: 'GET',
        url: CLIENTS_API.myPhotographers,
        headers: customer.headers,
      });
      expect(mine.json().sms).toEqual({ available: sms, on: false });
      const on = await t.app.inject({
        method: 'PUT',
        url: CLIENTS_API.mySms,
        headers: customer.headers,
        payload: { on: true },
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ available: sms, on: sms });
      expect((await consentOf(customer.email)).sms_opt_in).toBe(sms);
      const off = await t.app.inject({
        method: 'PUT',
        url: CLIENTS_API.mySms,
        headers: customer.headers,
        payload: { on: false },
      });
      expect(off.json()).toEqual({ available: sms, on: false });
      expect((await consentOf(customer.email)).sms_opt_in).toBe(false);
      const bad = await t.app.inject({
        method: 'PUT',
        url: CLIENTS_API.mySms,
        headers: customer.headers,
        payload: { on: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
    },
  );
});
