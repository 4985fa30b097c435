import { describe, expect, it } from 'vitest';
import { emailsTo, signInAs } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { CLIENT_MESSAGES, CLIENTS_API } from '../../../shared/clients.ts';
import { registerClientDeletionGuard } from './client-registry.service.ts';

describe('clients: the photographer’s CRM', () => {
  const kit = clientsTestKit();
  const { as, create, list, count } = kit;

  describe('add and edit', () => {
    it('refuses an empty form with the spec’s message and saves nothing', async () => {
      const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
      for (const payload of [
        { name: '', email: '' },
        { name: 'Ada', email: '' },
        { name: '  ', email: 'a@b.ng' },
      ]) {
        const res = await as(photographer, 'POST', CLIENTS_API.list, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CLIENT_MESSAGES.required);
      }
      const res = await as(photographer, 'POST', CLIENTS_API.list, {});
      expect(res.statusCode).toBe(400);
      expect(
        await count('select count(*)::int as n from clients where photographer_id = $1', [photographer.id]),
      ).toBe(0);
    });

    it('adds a lead with the email in lower case and the phone in +234 form, and its timeline starts', async () => {
      const client = await create(kit.owner, {
        name: 'Adaeze Okafor',
        email: 'Adaeze@Example.NG',
        phone: '0803 123 4567',
        address: '12 Awolowo Road, Ikoyi',
        notes: 'Wedding in March',
      });
      expect(client).toMatchObject({
        name: 'Adaeze Okafor',
        email: 'adaeze@example.ng',
        phone: '+2348031234567',
        status: 'lead',
        source: 'manual',
        notes: 'Wedding in March',
      });
      expect(client.lastContactAt).toBe(client.createdAt);
      const detail = (await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['created']);
    });

    it('accepts any status at creation and refuses a bad phone or email', async () => {
      const active = await create(kit.owner, {
        name: 'Bola Ade',
        email: 'bola@example.ng',
        status: 'active',
      });
      expect(active.status).toBe('active');
      const badPhone = await as(kit.owner, 'POST', CLIENTS_API.list, {
        name: 'X',
        email: 'x@example.ng',
        phone: '12',
      });
      expect(badPhone.json().fields.phone).toBe('Enter a valid phone number');
      const badEmail = await as(kit.owner, 'POST', CLIENTS_API.list, { name: 'X', email: 'not-an-email' });
      expect(badEmail.json().fields.email).toBe('Enter a valid email address');
    });

    it('keeps emails unique per photographer whatever their case; another photographer may have the same', async () => {
      await create(kit.owner, { name: 'Chidi Obi', email: 'chidi@example.ng' });
      const again = await as(kit.owner, 'POST', CLIENTS_API.list, {
        name: 'Chidi O.',
        email: 'CHIDI@example.ng',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CLIENT_MESSAGES.duplicateEmail);
      await create(kit.other, { name: 'Chidi Obi', email: 'chidi@example.ng' });
    });

    it('edits any field and status; Last Contact does not move on an edit; the status change is on the timeline', async () => {
      const client = await create(kit.owner, { name: 'Dayo Ola', email: 'dayo@example.ng' });
      const res = await as(kit.owner, 'PUT', CLIENTS_API.one(client.id), {
        name: 'Dayo Olawale',
        email: 'dayo@example.ng',
        phone: '+234 802 000 1111',
        notes: 'Prefers WhatsApp',
        status: 'inactive',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().client).toMatchObject({
        name: 'Dayo Olawale',
        status: 'inactive',
        phone: '+2348020001111',
      });
      expect(res.json().client.lastContactAt).toBe(client.lastContactAt);
      const detail = (await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['status_changed', 'created']);
      const empty = await as(kit.owner, 'PUT', CLIENTS_API.one(client.id), { name: '', email: '' });
      expect(empty.json().message).toBe(CLIENT_MESSAGES.required);
      const taken = await as(kit.owner, 'PUT', CLIENTS_API.one(client.id), {
        name: 'Dayo',
        email: 'Chidi@example.ng',
      });
      expect(taken.statusCode).toBe(409);
    });
  });

  describe('only the owner', () => {
    it('another photographer gets 404 on every route of a client; customers 403; visitors 401', async () => {
      const client = await create(kit.owner, {
        name: 'Private Person',
        email: 'private@example.ng',
        notes: 'secret',
      });
      for (const [method, url, body] of [
        ['GET', CLIENTS_API.one(client.id), undefined],
        ['PUT', CLIENTS_API.one(client.id), { name: 'Taken', email: 'taken@example.ng' }],
        ['DELETE', CLIENTS_API.one(client.id), undefined],
        ['POST', CLIENTS_API.email(client.id), { subject: 'Hi', message: 'Hello' }],
      ] as const) {
        const res = await as(kit.other, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(CLIENT_MESSAGES.notFound);
      }
      expect((await list(kit.other, '?q=private')).clients).toEqual([]);
      const customer = await signInAs(kit.t.app, 'customer');
      expect((await as(customer, 'GET', CLIENTS_API.list)).statusCode).toBe(403);
      expect((await as(customer, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(403);
      expect((await as(null, 'GET', CLIENTS_API.list)).statusCode).toBe(401);
      const admin = await signInAs(kit.t.app, 'superAdmin');
      expect((await as(admin, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(403);
      expect((await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).json().client.notes).toBe('secret');
    });

    it('a pending photographer prepares clients but nothing is sent to them until approval', async () => {
      const pending = await signInAs(kit.t.app, 'pendingPhotographer');
      const client = await create(pending, { name: 'Early Lead', email: 'early.lead@example.ng' });
      const res = await as(pending, 'POST', CLIENTS_API.email(client.id), {
        subject: 'Hi',
        message: 'Hello',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLIENT_MESSAGES.notApproved);
      expect(await emailsTo(kit.t.app, 'early.lead@example.ng')).toEqual([]);
    });
  });

  describe('delete', () => {
    it('deletes a client and their timeline', async () => {
      const client = await create(kit.owner, { name: 'Gone Soon', email: 'gone@example.ng' });
      expect((await as(kit.owner, 'DELETE', CLIENTS_API.one(client.id))).statusCode).toBe(204);
      expect((await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(404);
      expect(
        await count('select count(*)::int as n from client_events where client_id = $1', [client.id]),
      ).toBe(0);
    });

    it('refuses while another module holds issued records, saying why and offering Inactive', async () => {
      const client = await create(kit.owner, { name: 'Paid Up', email: 'paid@example.ng' });
      const unregisterInvoices = registerClientDeletionGuard('test-invoices', async (_tx, c) =>
        c.id === client.id ? 'issued invoices' : null,
      );
      const unregisterContracts = registerClientDeletionGuard('test-contracts', async (tx, c) => {
        const rows = await tx.execute(`select 1`);
        return c.email === 'paid@example.ng' && rows ? 'signed contracts' : null;
      });
      try {
        const res = await as(kit.owner, 'DELETE', CLIENTS_API.one(client.id));
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'This client has issued invoices and signed contracts, so they cannot be deleted: what a client paid for or signed is kept. Set them to Inactive instead.',
        );
        expect((await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(200);
        // Other clients are not held back.
        const free = await create(kit.owner, { name: 'Free', email: 'free@example.ng' });
        expect((await as(kit.owner, 'DELETE', CLIENTS_API.one(free.id))).statusCode).toBe(204);
      } finally {
        unregisterInvoices();
        unregisterContracts();
      }
      expect((await as(kit.owner, 'DELETE', CLIENTS_API.one(client.id))).statusCode).toBe(204);
    });
  });
});
