import { describe, expect, it } from 'vitest';
import { emailsTo } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { CLIENT_MESSAGES, CLIENTS_API } from '../../../shared/clients.ts';
import { withTransaction } from '../../db/transaction.ts';
import { findOrCreateLead, recordClientEvent } from './client-timeline.service.ts';

describe('clients: the photographer’s CRM', () => {
  const kit = clientsTestKit();
  const { as, create } = kit;

  describe('Send Email and the timeline', () => {
    it('emails the client through the outbox, records it and moves Last Contact', async () => {
      const client = await create(kit.owner, { name: 'Funke Ade', email: 'funke@example.ng' });
      await new Promise((r) => setTimeout(r, 5));
      const res = await as(kit.owner, 'POST', CLIENTS_API.email(client.id), {
        subject: CLIENT_MESSAGES.emailSubject,
        message: 'Your photos are ready.\n\nSee you soon.',
      });
      expect(res.statusCode, res.body).toBe(201);
      const [email] = await emailsTo(kit.t.app, 'funke@example.ng');
      expect(email).toMatchObject({ template: 'client-message', subject: 'Message from your photographer' });
      expect(email!.text).toContain('Your photos are ready.');
      expect(email!.text).toContain('Tunde Bakare');
      const detail = (await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events[0]).toMatchObject({
        kind: 'email_sent',
        summary: 'Message from your photographer',
      });
      expect(Date.parse(detail.client.lastContactAt)).toBeGreaterThan(Date.parse(client.lastContactAt));
      const bad = await as(kit.owner, 'POST', CLIENTS_API.email(client.id), { subject: '', message: '' });
      expect(bad.statusCode).toBe(400);
    });

    it('recordClientEvent: by id or email, inside the caller’s transaction; only a message or an enquiry moves Last Contact', async () => {
      const client = await create(kit.owner, { name: 'Gbenga Timeline', email: 'gbenga@example.ng' });
      const later = new Date(Date.parse(client.lastContactAt) + 60_000);
      const evenLater = new Date(Date.parse(client.lastContactAt) + 120_000);
      await withTransaction(kit.t.app.db, async (tx) => {
        await recordClientEvent(tx, {
          photographerId: kit.owner.id,
          email: 'GBENGA@example.ng',
          kind: 'gallery_shared',
          summary: 'Wedding',
          at: evenLater,
        });
        await recordClientEvent(tx, {
          photographerId: kit.owner.id,
          clientId: client.id,
          kind: 'message',
          summary: 'See you on Saturday',
          at: later,
        });
        await recordClientEvent(tx, {
          photographerId: kit.owner.id,
          clientId: client.id,
          kind: 'payment',
          summary: '₦50,000.00',
          at: new Date(later.getTime() + 30_000),
        });
      });
      const detail = (await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
        'gallery_shared',
        'payment',
        'message',
        'created',
      ]);
      expect(detail.client.lastContactAt).toBe(later.toISOString());
      // A rolled-back transaction leaves nothing; another photographer's client is not found.
      await expect(
        withTransaction(kit.t.app.db, async (tx) => {
          await recordClientEvent(tx, {
            photographerId: kit.owner.id,
            clientId: client.id,
            kind: 'enquiry',
            at: evenLater,
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await as(kit.owner, 'GET', CLIENTS_API.one(client.id))).json().client.lastContactAt).toBe(
        later.toISOString(),
      );
      expect(
        await recordClientEvent(kit.t.app.db, {
          photographerId: kit.other.id,
          clientId: client.id,
          kind: 'payment',
        }),
      ).toBeUndefined();
    });

    it('findOrCreateLead: a client typed into an invoice adds a lead once', async () => {
      const first = await withTransaction(kit.t.app.db, (tx) =>
        findOrCreateLead(
          tx,
          kit.owner.id,
          { name: 'Invoice Person', email: 'Invoice.Person@example.ng' },
          'invoice',
        ),
      );
      expect(first.created).toBe(true);
      expect(first.client).toMatchObject({
        status: 'lead',
        source: 'invoice',
        email: 'invoice.person@example.ng',
      });
      const again = await withTransaction(kit.t.app.db, (tx) =>
        findOrCreateLead(
          tx,
          kit.owner.id,
          { name: 'Other Name', email: 'invoice.person@EXAMPLE.ng', phone: '+2348030000000' },
          'invoice',
        ),
      );
      expect(again.created).toBe(false);
      expect(again.client).toMatchObject({
        id: first.client.id,
        name: 'Invoice Person',
        phone: '+2348030000000',
      });
    });
  });
});
