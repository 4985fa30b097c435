import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, nextTestIp, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { addContract, signBody } from '../../../../tests/authz/ownership.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

/**
 * A contract the client signed and the photographer has not countersigned is not voided
 * silently: it takes a reason, the reason stays in the contract's audit trail, and the client
 * is emailed it.
 */
describe('voiding a contract the client has signed', () => {
  let t: TestApp;
  let ade: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => t.close());

  const voidIt = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/void`,
      headers: ade.headers,
      payload: payload as object,
    });

  it('asks for a reason, keeps it in the audit trail and emails the client', async () => {
    const { id, token } = await addContract(t.app, ade, 'sent');
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/public/contracts/${token}/sign`,
      remoteAddress: nextTestIp(),
      headers: { origin: `http://localhost:${t.config.port}` },
      payload: signBody(),
    });
    expect(signed.statusCode, signed.body).toBe(200);

    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await voidIt(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.reason).toBe('Please give a reason');
    }
    expect((await emailsTo(t.app, 'owned-client@example.test')).map((m) => m.template)).not.toContain(
      'contract-voided',
    );

    const res = await voidIt(id, { reason: 'The date moved to March' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract).toMatchObject({ status: 'void', voidReason: 'The date moved to March' });

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers: ade.headers })
    ).json().contract;
    const events = detail.trail.map((e: { event: string }) => e.event);
    expect(events.indexOf('signed')).toBeGreaterThan(-1);
    expect(events.indexOf('signed')).toBeLessThan(events.indexOf('voided'));
    expect(detail.trail.at(-1)).toMatchObject({ event: 'voided', detail: 'The date moved to March' });

    const [notice] = (await emailsTo(t.app, 'owned-client@example.test')).filter(
      (m) => m.template === 'contract-voided',
    );
    expect(notice?.subject).toBe('Voided: Owned contract from Test approvedPhotographer');
    expect(notice?.text).toContain('which you signed on');
    expect(notice?.text).toContain('The reason given: The date moved to March');
  });
});
