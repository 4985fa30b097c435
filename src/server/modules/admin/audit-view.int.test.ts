import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

interface Entry {
  action: string;
  actorEmail: string | null;
  targetId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown> | null;
}

describe('admin activity list', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const entries = async (): Promise<Entry[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?limit=50',
        headers: { cookie: admin.cookie },
      })
    ).json().entries;

  it('says whose role was changed and whose account was disabled, not only who changed it', async () => {
    const person = await createUser(t.app, { kind: 'customer' });
    const bystander = await createUser(t.app, { kind: 'customer' });
    const role = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${person.id}/role`,
      headers: admin.headers,
      payload: { role: 'photographer' },
    });
    expect(role.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${bystander.id}/disable`,
      headers: admin.headers,
    });

    const list = await entries();
    const changed = list.find((e) => e.action === 'user.role_changed' && e.targetId === person.id);
    expect(changed).toMatchObject({
      actorEmail: admin.email,
      targetEmail: person.email,
      details: { from: 'customer', to: 'photographer' },
    });
    const disabled = list.find((e) => e.action === 'user.disabled' && e.targetId === bystander.id);
    expect(disabled?.targetEmail).toBe(bystander.email);
  });

  it('answers an entry with a malformed target id, without its email', async () => {
    await t.app.database.query(
      `insert into audit_log (action, target_type, target_id) values ('user.enabled', 'user', 'not-a-uuid')`,
    );
    const list = await entries();
    const odd = list.find((e) => e.targetId === 'not-a-uuid');
    expect(odd).toMatchObject({ action: 'user.enabled', targetEmail: null });
  });
});
