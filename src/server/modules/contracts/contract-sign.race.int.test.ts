import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { race, statuses } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';

/**
 * Two signatures at once on PostgreSQL, where the transactions really overlap: the row lock and
 * the conditional update (signed only while unsigned) leave exactly one signature and one
 * 'signed' entry in the trail.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('contract signing races', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let signature: string;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
    const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    signature = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });

  it('lets exactly one of eight simultaneous signs through', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: ade.headers,
      payload: {
        title: 'Portrait',
        clientName: 'Tunde Bakare',
        clientEmail: 'tunde@example.test',
        content: 'Terms.',
      },
    });
    const id = created.json().contract.id;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/send`,
      headers: ade.headers,
    });
    const token = sent.json().contract.publicUrl.split('/c/')[1];
    const answers = await race(
      t.app,
      Array.from({ length: 8 }, (_, i) => ({
        method: 'POST' as const,
        url: `/api/public/contracts/${token}/sign`,
        payload: { consent: true, fullName: `Tunde Bakare ${i}`, signature },
      })),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 7 });
    const trail = await t.app.database.query<{ event: string }>(
      `select event from contract_audit where contract_id = $1 and event = 'signed'`,
      [id],
    );
    expect(trail).toHaveLength(1);
  });
});
