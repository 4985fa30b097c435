import { describe, expect, it } from 'vitest';
import { createUser, signInAs, signInUser } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { CLIENTS_API } from '../../../shared/clients.ts';
import { MARKETPLACE_API } from '../../../shared/marketplace.ts';
import { registerClientShareProvider } from './client-registry.service.ts';

describe('clients: the photographer’s CRM', () => {
  const kit = clientsTestKit();
  const { as, create, list } = kit;

  describe('enquiries and the client’s side', () => {
    it('an enquiry from the public profile adds a lead with its source, then goes on the same client’s timeline', async () => {
      const studio = await photographerWithListing(kit.t.app, {
        businessName: 'Lagos Light',
        slug: 'lagos-light-crm',
      });
      const enquire = (message: string) =>
        kit.t.app.inject({
          method: 'POST',
          url: MARKETPLACE_API.contact('lagos-light-crm'),
          payload: { name: 'Kemi Ade', email: 'Kemi@Example.ng', phone: '0802 222 2222', message },
          remoteAddress: '203.0.113.50',
          headers: { origin: kit.t.config.publicUrl },
        });
      expect((await enquire('Do you cover weddings in Abuja?')).statusCode).toBe(201);
      expect((await enquire('And engagement shoots?')).statusCode).toBe(201);
      const clients = (await list(studio)).clients;
      expect(clients).toHaveLength(1);
      expect(clients[0]).toMatchObject({
        name: 'Kemi Ade',
        email: 'kemi@example.ng',
        phone: '+2348022222222',
        status: 'lead',
        source: 'enquiry',
      });
      const detail = (await as(studio, 'GET', CLIENTS_API.one(clients[0]!.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['enquiry', 'enquiry', 'created']);
      expect(detail.events[0].summary).toContain('engagement shoots');
    });

    it('a customer whose verified email matches sees the photographer and what they share, never notes', async () => {
      const studio = await photographerWithListing(kit.t.app, {
        businessName: 'Ikoyi Frames',
        slug: 'ikoyi-frames-crm',
        phone: '08030000001',
      });
      await create(studio, { name: 'Tola Client', email: 'tola.client@example.ng', notes: 'Pays late' });
      await create(kit.other, { name: 'Tola', email: 'TOLA.CLIENT@example.ng', notes: 'VIP' });
      await create(studio, { name: 'Someone Else', email: 'someone@example.ng' });
      const customer = await signInAs(kit.t.app, 'customer', { email: 'tola.client@example.ng' });
      const res = await as(customer, 'GET', CLIENTS_API.myPhotographers);
      expect(res.statusCode, res.body).toBe(200);
      const { photographers } = res.json();
      expect(photographers).toHaveLength(2);
      expect(photographers[0]).toMatchObject({
        photographerId: studio.id,
        businessName: 'Ikoyi Frames',
        email: studio.email,
        profileSlug: 'ikoyi-frames-crm',
      });
      expect(photographers[0].cards.map((c: { key: string; count: number }) => [c.key, c.count])).toEqual([
        ['invoices', 0],
        ['contracts', 0],
        ['bookings', 0],
        ['galleries', 0],
        // The conversation with the photographer (decision 276).
        ['messages', 0],
      ]);
      expect(res.body).not.toContain('Pays late');
      expect(res.body).not.toContain('VIP');
      expect(res.body).not.toContain('someone@example.ng');

      // A module plugs its card in; an unverified account sees nothing; visitors are refused.
      const unregister = registerClientShareProvider({
        key: 'invoices',
        label: 'Invoices',
        order: 1,
        load: async (_db, client) => ({
          count: client.email === 'tola.client@example.ng' ? 2 : 0,
          nextAction: 'Pay INV-0002',
          href: null,
        }),
      });
      try {
        const cards = (await as(customer, 'GET', CLIENTS_API.myPhotographers)).json().photographers[0].cards;
        expect(cards[0]).toMatchObject({ key: 'invoices', count: 2, nextAction: 'Pay INV-0002' });
      } finally {
        unregister();
      }
      const unverified = await signInUser(
        kit.t.app,
        await createUser(kit.t.app, { email: 'someone@example.ng', verified: false }),
      );
      expect((await as(unverified, 'GET', CLIENTS_API.myPhotographers)).json().photographers).toEqual([]);
      expect((await as(null, 'GET', CLIENTS_API.myPhotographers)).statusCode).toBe(401);
    });
  });
});
