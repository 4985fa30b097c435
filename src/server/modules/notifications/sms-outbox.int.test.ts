import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  type FakeTermii,
  startFakeTermii,
  termiiConfigOf,
} from '../../../../tests/fake-termii/fake-termii.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { EMAIL_LOG_API, type OutboxEntry } from '../../../shared/outbox.ts';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.ts';
import { findOutboxRow } from './outbox.repository.ts';

const text = 'Portrait Session with Ada Obi is confirmed for Fri 4 Dec 2026, 10:00.';

describe('SMS through the notification outbox and Termii', () => {
  let termii: FakeTermii;
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    termii = await startFakeTermii();
    t = await createTestApp({ termii: termiiConfigOf(termii) });
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(async () => {
    await t.close();
    await termii.close();
  });

  const sms = (to: string, extra: { dedupeKey?: string; text?: string } = {}) =>
    t.app.sms.send({ to, text: extra.text ?? text, template: 'test-sms', label: 'Test (SMS)', ...extra });

  it('sends on the documented API and logs the text sent, with its parts and message id', async () => {
    const row = await sms('+2348031234567');
    expect(row).toMatchObject({ channel: 'sms', status: 'queued', parts: 1, transport: 'termii' });
    expect(termii.sent.at(-1)).toMatchObject({
      api_key: termii.apiKey,
      to: '2348031234567',
      from: termii.senderId,
      sms: text,
      type: 'plain',
      channel: 'dnd',
    });
    const sent = await findOutboxRow(t.app.db, row!.id);
    expect(sent).toMatchObject({
      status: 'sent',
      error: null,
      providerMessageId: termii.sent.at(-1)!.message_id,
    });
    expect(sent!.meta?.attempts).toBe(1);
  });

  it('counts a long or unicode text in parts', async () => {
    expect((await sms('+2348031234560', { text: 'a'.repeat(161) }))!.parts).toBe(2);
    expect((await sms('+2348031234561', { text: `₦${'a'.repeat(70)}` }))!.parts).toBe(2);
  });

  it('marks a text Termii refuses (4xx) failed at once, with its message, without retrying', async () => {
    termii.fail({ kind: 'refuse', status: 400, message: 'Insufficient balance' });
    const before = termii.sent.length;
    try {
      const row = await sms('+2348031234562');
      const failed = await findOutboxRow(t.app.db, row!.id);
      expect(failed).toMatchObject({ status: 'failed' });
      expect(failed!.error).toContain('Insufficient balance');
      expect(failed!.meta?.attempts).toBe(1);
    } finally {
      termii.fail(null);
    }
    expect(termii.sent.length).toBe(before);
  });

  it('retries a 5xx and delivers once Termii answers', async () => {
    termii.fail({ kind: 'error', status: 503 }, 2);
    const row = await sms('+2348031234563');
    const sent = await findOutboxRow(t.app.db, row!.id);
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(sent!.meta?.attempts).toBe(3);
    expect(termii.sent.filter((s) => s.to === '2348031234563')).toHaveLength(1);
  });

  it('marks a text failed after the last retry of a Termii that keeps failing', async () => {
    termii.fail({ kind: 'error', status: 500 });
    try {
      await expect(sms('+2348031234564')).rejects.toThrow('HTTP 500');
    } finally {
      termii.fail(null);
    }
    const [row] = await t.app.database.query<{ id: string }>(
      `select id from notification_outbox where "to" = '+2348031234564'`,
    );
    const failed = await findOutboxRow(t.app.db, row!.id);
    expect(failed).toMatchObject({ status: 'failed', channel: 'sms' });
    expect(failed!.meta?.attempts).toBe(DELIVERY_JOB_OPTIONS.retryLimit + 1);
  });

  it('queues a text with a dedupe key once', async () => {
    expect(await sms('+2348031234565', { dedupeKey: 'once:1' })).toBeDefined();
    expect(await sms('+2348031234565', { dedupeKey: 'once:1' })).toBeUndefined();
    expect(termii.sent.filter((s) => s.to === '2348031234565')).toHaveLength(1);
  });

  it('shows texts in the admin log with their state and parts, and Resend sends one again', async () => {
    const log = await t.app.inject({ method: 'GET', url: EMAIL_LOG_API.list, headers: admin.headers });
    const texts = (log.json().emails as OutboxEntry[]).filter((e) => e.channel === 'sms');
    expect(texts.find((e) => e.to === '+2348031234562')).toMatchObject({ status: 'failed', parts: 1 });
    const once = texts.find((e) => e.to === '+2348031234565')!;
    expect(once).toMatchObject({ status: 'sent', transport: 'termii', subject: 'Test (SMS)' });
    const resent = await t.app.inject({
      method: 'POST',
      url: EMAIL_LOG_API.resend(once.id),
      headers: admin.headers,
    });
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json().email).toMatchObject({ channel: 'sms', status: 'sent', transport: 'termii' });
    expect(termii.sent.filter((s) => s.to === '2348031234565')).toHaveLength(2);
  });
});

describe('without Termii configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues no text, and tells the public pages that SMS is off', async () => {
    expect(t.app.sms.configured).toBe(false);
    expect(
      await t.app.sms.send({ to: '+2348031234567', text, template: 'test-sms', label: 'x' }),
    ).toBeUndefined();
    const site = await t.app.inject({ method: 'GET', url: '/api/content/site' });
    expect(site.json().features).toEqual({ smsReminders: false });
  });
});
