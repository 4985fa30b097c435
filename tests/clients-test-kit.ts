import { afterAll, beforeAll, expect } from 'vitest';
import { CLIENTS_API, type Client, type ClientList } from '../src/shared/clients.ts';
import { type SignedInUser, signInAs } from './auth-helpers.ts';
import { closeTestApp } from './marketplace-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The clients integration tests' app: started before the file's tests with two approved
 * photographers (Tunde Bakare, the owner, and another), closed after; the helpers call its
 * HTTP API as someone (null: a visitor) and count rows straight from the database.
 */
export function clientsTestKit() {
  const kit = {} as { t: TestApp; owner: SignedInUser; other: SignedInUser };
  const as = (
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    kit.t.app.inject({
      method,
      url,
      headers: user ? user.headers : { origin: kit.t.config.publicUrl },
      ...(payload ? { payload } : {}),
    });
  const create = async (user: SignedInUser, payload: object): Promise<Client> => {
    const res = await as(user, 'POST', CLIENTS_API.list, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().client;
  };
  const list = async (user: SignedInUser, query = ''): Promise<ClientList> => {
    const res = await as(user, 'GET', `${CLIENTS_API.list}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const count = async (sql: string, params: unknown[]) =>
    (await kit.t.app.database.query<{ n: number }>(sql, params))[0]!.n;
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.owner = await signInAs(kit.t.app, 'approvedPhotographer', { firstName: 'Tunde', lastName: 'Bakare' });
    kit.other = await signInAs(kit.t.app, 'approvedPhotographer');
  });
  afterAll(() => closeTestApp(kit.t));
  return Object.assign(kit, { as, create, list, count });
}
