import { describe, expect, it } from 'vitest';
import { emailsTo } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { CLIENTS_API } from '../../../shared/clients.ts';
import {
  DEFAULT_TEMPLATES,
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATES_API,
  type EmailTemplate,
} from '../../../shared/email-templates.ts';

describe('email templates', () => {
  const kit = clientsTestKit();
  const { as, create } = kit;
  const templates = async (who = kit.owner): Promise<EmailTemplate[]> =>
    (await as(who, 'GET', EMAIL_TEMPLATES_API.list)).json().templates;

  it('start from the five defaults (created once), are edited, reset, added and deleted', async () => {
    const first = await templates();
    expect(first.map((t) => t.name)).toEqual([
      'Reply to an enquiry',
      'Booking confirmed',
      'Gallery ready',
      'Payment reminder',
      'Thank you',
    ]);
    expect(await templates()).toHaveLength(5);
    const thanks = first.find((t) => t.defaultKey === 'thank_you')!;
    const edited = await as(kit.owner, 'PUT', EMAIL_TEMPLATES_API.one(thanks.id), {
      name: 'Thanks',
      subject: 'Thank you {client_first_name}!',
      body: 'It was lovely.',
    });
    expect(edited.json().template).toMatchObject({ name: 'Thanks', defaultKey: 'thank_you' });
    const reset = await as(kit.owner, 'POST', EMAIL_TEMPLATES_API.reset(thanks.id), {});
    expect(reset.json().template).toMatchObject(DEFAULT_TEMPLATES.thank_you);
    expect((await as(kit.owner, 'DELETE', EMAIL_TEMPLATES_API.one(thanks.id))).json().message).toBe(
      EMAIL_TEMPLATE_MESSAGES.onlyCustomDeleted,
    );
    const own = await as(kit.owner, 'POST', EMAIL_TEMPLATES_API.list, {
      name: 'Album',
      subject: 'Your album',
      body: 'Hello {client_first_name}',
    });
    expect(own.statusCode).toBe(201);
    expect((await templates()).at(-1)?.name).toBe('Album');
    expect(
      (await as(kit.owner, 'POST', EMAIL_TEMPLATES_API.reset(own.json().template.id), {})).statusCode,
    ).toBe(409);
    expect(
      (await as(kit.owner, 'POST', EMAIL_TEMPLATES_API.list, { name: '', subject: '', body: '' })).statusCode,
    ).toBe(400);
    // Another photographer's template is not found; their own list is their own.
    expect(
      (await as(kit.other, 'PUT', EMAIL_TEMPLATES_API.one(thanks.id), { name: 'x', subject: 'x', body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await templates(kit.other)).map((t) => t.id)).not.toContain(thanks.id);
    expect((await as(kit.owner, 'DELETE', EMAIL_TEMPLATES_API.one(own.json().template.id))).statusCode).toBe(
      204,
    );
  });

  it('a template with an unfilled placeholder cannot be sent; filled from the client, it is', async () => {
    const client = await create(kit.owner, { name: 'Zainab Bello', email: 'zainab@example.ng' });
    const reminder = DEFAULT_TEMPLATES.payment_reminder;
    const input = { subject: reminder.subject, message: reminder.body };
    const preview = (await as(kit.owner, 'POST', CLIENTS_API.emailPreview(client.id), input)).json();
    expect(preview.subject).toBe('A friendly reminder from Tunde Bakare');
    expect(preview.unfilled).toEqual(['invoice_link']);
    const refused = await as(kit.owner, 'POST', CLIENTS_API.email(client.id), input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.unfilled(['invoice_link']));
    expect(await emailsTo(kit.t.app, 'zainab@example.ng')).toHaveLength(0);

    // Once Zainab has an invoice to pay, its link fills the placeholder.
    const invoice = await as(kit.owner, 'POST', '/api/invoices?send=true', {
      clientName: 'Zainab Bello',
      clientEmail: 'zainab@example.ng',
      items: [{ description: 'Portraits', quantity: 1, unitKobo: 5_000_000 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const link = invoice.json().invoice.publicUrl as string;
    const filled = (await as(kit.owner, 'POST', CLIENTS_API.emailPreview(client.id), input)).json();
    expect(filled.unfilled).toEqual([]);
    expect(filled.message).toContain(link);
    expect((await as(kit.owner, 'POST', CLIENTS_API.email(client.id), input)).statusCode).toBe(201);
    const [sent] = (await emailsTo(kit.t.app, 'zainab@example.ng')).filter(
      (e) => e.template === 'client-message',
    );
    expect(sent?.subject).toBe('A friendly reminder from Tunde Bakare');
    expect(sent?.text).toContain(link);
    // Another photographer cannot preview this client.
    expect((await as(kit.other, 'POST', CLIENTS_API.emailPreview(client.id), input)).statusCode).toBe(404);
  });

  it("the photographer's opening replaces the automated email's first paragraph, filled; else the built-in one", async () => {
    const bad = await as(kit.owner, 'PUT', EMAIL_TEMPLATES_API.opening('invoice_sent'), {
      body: 'Here are your photos: {gallery_link}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('{gallery_link}');
    const saved = await as(kit.owner, 'PUT', EMAIL_TEMPLATES_API.opening('invoice_sent'), {
      body: 'Dear {client_first_name}, thank you for choosing {business_name}.',
    });
    expect(saved.json().openings.find((o: { kind: string }) => o.kind === 'invoice_sent').body).toContain(
      'Dear',
    );
    const send = (email: string) =>
      as(kit.owner, 'POST', '/api/invoices?send=true', {
        clientName: 'Kunle Ade',
        clientEmail: email,
        items: [{ description: 'Event', quantity: 1, unitKobo: 2_000_000 }],
      });
    await send('kunle@example.ng');
    const [withOpening] = await emailsTo(kit.t.app, 'kunle@example.ng');
    expect(withOpening?.text).toContain('Dear Kunle, thank you for choosing Tunde Bakare.');
    expect(withOpening?.text).toMatch(/Amount due: ₦[\d,.]+, by /);
    await as(kit.owner, 'PUT', EMAIL_TEMPLATES_API.opening('invoice_sent'), { body: '' });
    await send('kunle2@example.ng');
    const [builtIn] = await emailsTo(kit.t.app, 'kunle2@example.ng');
    expect(builtIn?.text).not.toContain('Dear Kunle');
    expect(builtIn?.text).toContain('see how to pay at the link below');
  });
});
