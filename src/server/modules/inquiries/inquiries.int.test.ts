import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, nextTestIp, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CONTENT_API } from '../../../shared/content.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import type { Inquiry } from '../../../shared/inquiries.ts';
import { seedSettings } from '../content/seed/site.ts';

describe('contact and demo forms reach the team', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = nextTestIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const inbox = async (query = '') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${ADMIN_CONTENT_API.inquiries}${query}`,
        headers: admin.headers,
      })
    ).json();

  it('stores a contact message, emails it to the contact address and lists it unread', async () => {
    const res = await post(CONTENT_API.contact, {
      name: 'Ngozi Eze',
      email: 'Ngozi@Example.test',
      phone: '+234 803 000 0000',
      subject: 'billing',
      message: 'How do I pay by bank transfer?',
      website: '',
    });
    expect(res.statusCode).toBe(201);
    const [email] = await emailsTo(t.app, seedSettings.contactEmail);
    expect(email!.subject).toBe('Billing question from Ngozi Eze');
    expect(email!.text).toContain('How do I pay by bank transfer?');
    expect(email!.text).toContain('ngozi@example.test');
    const body = await inbox();
    const item = body.inquiries.find((i: Inquiry) => i.email === 'ngozi@example.test');
    expect(item).toMatchObject({ kind: 'contact', subject: 'billing', readAt: null, archivedAt: null });
    expect(body.unread).toBeGreaterThanOrEqual(1);
  });

  it('asks for the required contact fields with the spec’s messages', async () => {
    const res = await post(CONTENT_API.contact, { name: '', email: 'not-an-email', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
  });

  it('stores a demo request with role and interest', async () => {
    const res = await post(CONTENT_API.demo, {
      name: 'Kunle Ade',
      email: 'kunle@studio.test',
      company: 'Kunle Studios',
      role: 'studio_owner',
      interest: 'invoicing',
    });
    expect(res.statusCode).toBe(201);
    const body = await inbox('?kind=demo');
    expect(body.inquiries).toHaveLength(1);
    expect(body.inquiries[0]).toMatchObject({
      name: 'Kunle Ade',
      role: 'studio_owner',
      interest: 'invoicing',
    });
    const emails = await emailsTo(t.app, seedSettings.contactEmail);
    expect(emails.some((e) => e.subject === 'Demo request from Kunle Ade')).toBe(true);
    expect(
      (await post(CONTENT_API.demo, { name: 'X', email: 'x@y.test', role: 'astronaut' })).statusCode,
    ).toBe(400);
  });

  it('drops a submission with the honeypot filled, answering as if it worked', async () => {
    const before = (await inbox()).total;
    const res = await post(CONTENT_API.contact, {
      name: 'Bot',
      email: 'bot@spam.test',
      message: 'Buy now',
      website: 'http://spam.test',
    });
    expect(res.statusCode).toBe(201);
    expect((await inbox()).total).toBe(before);
    expect(await emailsTo(t.app, seedSettings.contactEmail)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('Bot') }),
    );
  });

  it('marks read and archived, and the archive folder holds it', async () => {
    const item = (await inbox()).inquiries[0] as Inquiry;
    const read = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_CONTENT_API.inquiry(item.id),
      headers: admin.headers,
      payload: { read: true },
    });
    expect(read.json().inquiry.readAt).not.toBeNull();
    await t.app.inject({
      method: 'PATCH',
      url: ADMIN_CONTENT_API.inquiry(item.id),
      headers: admin.headers,
      payload: { archived: true },
    });
    expect((await inbox()).inquiries.map((i: Inquiry) => i.id)).not.toContain(item.id);
    expect((await inbox('?folder=archived')).inquiries.map((i: Inquiry) => i.id)).toContain(item.id);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_CONTENT_API.inquiry(item.id),
      headers: admin.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('limits one network to five messages in ten minutes', async () => {
    const ip = '203.0.113.77';
    const payload = { name: 'Flood', email: 'flood@example.test', message: 'Hello' };
    for (let i = 0; i < 5; i++) expect((await post(CONTENT_API.contact, payload, ip)).statusCode).toBe(201);
    const blocked = await post(CONTENT_API.contact, payload, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    // Another form and another network are counted apart.
    expect(
      (await post(CONTENT_API.demo, { name: 'Flood', email: 'flood@example.test' }, ip)).statusCode,
    ).toBe(201);
    expect((await post(CONTENT_API.contact, payload)).statusCode).toBe(201);
  });
});
