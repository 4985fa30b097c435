import { createElement, Fragment } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { Action, Paragraph, Title } from '../../emails/layout.tsx';
import { listOutbox } from './outbox.repository.ts';

// Built from the shared parts as a template would be (this file is .ts: no JSX here).
const content = {
  subject: 'Your session is confirmed',
  body: createElement(
    Fragment,
    null,
    createElement(Title, null, 'See you on Saturday, Adaeze'),
    createElement(Paragraph, null, 'Your portrait session is booked for 10:00 AM at our Lekki studio.'),
    createElement(Action, { label: 'View booking', url: 'http://localhost:3000/scheduling' }),
  ),
};

describe('mailer over real SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a branded HTML and plain-text email and logs it as sent', async () => {
    expect(t.app.mailer.transport).toBe('smtp');
    await t.app.mailer.send({ to: 'adaeze@example.ng', template: 'booking-confirmed', content });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Your session is confirmed');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('adaeze@example.ng');
    expect(mail.html).toContain('See you on Saturday, Adaeze');
    expect(mail.html).toContain('href="http://localhost:3000/scheduling"');
    expect(mail.text).toContain('View booking: http://localhost:3000/scheduling');

    const [logged] = await listOutbox(t.app.db, 10);
    expect(logged).toMatchObject({ to: 'adaeze@example.ng', transport: 'smtp', status: 'sent' });
  });

  it('carries extra headers such as one-click unsubscribe', async () => {
    const link = 'http://localhost:3000/api/newsletter/unsubscribe?token=abc';
    await t.app.mailer.send({
      to: 'bisi@example.ng',
      template: 'newsletter',
      content,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    // Long header lines arrive folded (RFC 5322): unfold before comparing.
    const lines = new Map(
      smtp.received.at(-1)!.headerLines.map((h) => [h.key, h.line.replace(/\r\n\s+/g, ' ')]),
    );
    expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.get('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
  });

  it('attaches files from storage by key; a missing file fails the attempt with the reason (decision 113)', async () => {
    const pdf = Buffer.from('%PDF-1.4 test attachment');
    await t.app.storage.put('mailer-test/receipt.pdf', pdf, { contentType: 'application/pdf' });
    await t.app.mailer.send({
      to: 'chidi@example.ng',
      template: 'with-attachment',
      content,
      attachments: [
        { filename: 'RCT-0001.pdf', storageKey: 'mailer-test/receipt.pdf', contentType: 'application/pdf' },
      ],
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['RCT-0001.pdf', '%PDF-1.4 test attachment'],
    ]);

    const before = smtp.received.length;
    // Inline (tests), a job that fails its last retry makes the send fail, with the reason.
    await expect(
      t.app.mailer.send({
        to: 'chidi@example.ng',
        template: 'with-attachment',
        content,
        attachments: [
          { filename: 'gone.pdf', storageKey: 'mailer-test/gone.pdf', contentType: 'application/pdf' },
        ],
      }),
    ).rejects.toThrow('attachment mailer-test/gone.pdf is missing');
    expect(smtp.received.length).toBe(before);
    const [logged] = await listOutbox(t.app.db, 1);
    expect(logged).toMatchObject({ to: 'chidi@example.ng', status: 'failed' });
    expect(logged?.error).toContain('attachment mailer-test/gone.pdf is missing');
  });
});

describe('mailer without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined });
  });
  afterAll(() => t.close());

  it('stores the email in the local outbox for a developer to read', async () => {
    expect(t.app.mailer.transport).toBe('outbox');
    await t.app.mailer.send({ to: 'tunde@example.ng', template: 'booking-confirmed', content });
    const [stored] = await listOutbox(t.app.db, 10);
    expect(stored).toMatchObject({
      to: 'tunde@example.ng',
      transport: 'outbox',
      status: 'sent',
      template: 'booking-confirmed',
    });
    expect(stored!.html).toContain('Aworan');
    expect(stored!.text).toContain('Your portrait session is booked');
  });
});
