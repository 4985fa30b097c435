import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { CLIENTS_API } from '../../../shared/clients.ts';

describe('clients: the photographer’s CRM', () => {
  const kit = clientsTestKit();
  const { as, create, list } = kit;

  describe('tabs, search, sort and pages', () => {
    let photographer: SignedInUser;
    beforeAll(async () => {
      photographer = await signInAs(kit.t.app, 'approvedPhotographer');
      await create(photographer, {
        name: 'Zainab Musa',
        email: 'zainab@example.ng',
        phone: '08031110000',
        status: 'active',
      });
      await create(photographer, { name: 'amaka Nwosu', email: 'amaka@studio.ng', status: 'lead' });
      await create(photographer, {
        name: 'Emeka Eze',
        email: 'emeka@example.ng',
        phone: '+2348059990000',
        status: 'inactive',
      });
      await create(photographer, { name: '100% Real_Name', email: 'odd@example.ng', status: 'active' });
    });

    it('counts every tab and lists one, with the spec’s tabs', async () => {
      const all = await list(photographer);
      expect(all.counts).toEqual({ all: 4, active: 2, lead: 1, inactive: 1 });
      expect(all.total).toBe(4);
      const active = await list(photographer, '?tab=active');
      expect(active.clients.map((c) => c.name).sort()).toEqual(['100% Real_Name', 'Zainab Musa']);
      expect(active.total).toBe(2);
      expect((await list(photographer, '?tab=lead')).clients.map((c) => c.name)).toEqual(['amaka Nwosu']);
    });

    it('searches name, email and phone (as typed, 0803… or +234…), case-insensitive, wildcards literal', async () => {
      const names = async (q: string) =>
        (await list(photographer, `?q=${encodeURIComponent(q)}`)).clients.map((c) => c.name);
      expect(await names('ZAIN')).toEqual(['Zainab Musa']);
      expect(await names('studio.ng')).toEqual(['amaka Nwosu']);
      expect(await names('0803 111')).toEqual(['Zainab Musa']);
      expect(await names('+234805999')).toEqual(['Emeka Eze']);
      expect(await names('%')).toEqual(['100% Real_Name']);
      expect(await names('_')).toEqual(['100% Real_Name']);
      expect(await names('nobody')).toEqual([]);
      const searched = await list(photographer, '?q=example.ng&tab=active');
      expect(searched.counts).toEqual({ all: 3, active: 2, lead: 0, inactive: 1 });
    });

    it('sorts by name (case-insensitive) and by last contact, both ways', async () => {
      const names = async (q: string) => (await list(photographer, q)).clients.map((c) => c.name);
      expect(await names('?sort=name')).toEqual([
        '100% Real_Name',
        'amaka Nwosu',
        'Emeka Eze',
        'Zainab Musa',
      ]);
      expect(await names('?sort=name&dir=desc')).toEqual([
        'Zainab Musa',
        'Emeka Eze',
        'amaka Nwosu',
        '100% Real_Name',
      ]);
      // Created one after the other: the last one created was contacted last.
      expect((await names('?sort=lastContact'))[0]).toBe('100% Real_Name');
      expect((await names('?sort=lastContact&dir=asc'))[0]).toBe('Zainab Musa');
    });

    it('pages by 25', async () => {
      const many = await signInAs(kit.t.app, 'approvedPhotographer');
      const csv = [
        'Name,Email',
        ...Array.from({ length: 30 }, (_, i) => `Client ${String(i).padStart(2, '0')},c${i}@example.ng`),
      ].join('\n');
      expect((await as(many, 'POST', CLIENTS_API.importConfirm, { csv })).json()).toEqual({
        imported: 30,
        skipped: 0,
      });
      const first = await list(many, '?sort=name');
      expect(first.clients).toHaveLength(25);
      expect(first.total).toBe(30);
      const second = await list(many, '?sort=name&page=2');
      expect(second.clients.map((c) => c.name)).toEqual([
        'Client 25',
        'Client 26',
        'Client 27',
        'Client 28',
        'Client 29',
      ]);
      // A page in the second half is read from the other end: same rows, same order.
      const names = async (query: string) => (await list(many, query)).clients.map((c) => c.name);
      expect(await names('?sort=name&dir=desc&page=2')).toEqual([
        'Client 04',
        'Client 03',
        'Client 02',
        'Client 01',
        'Client 00',
      ]);
      expect(await names('?sort=name&q=client&page=2')).toEqual(second.clients.map((c) => c.name));
      expect(await names('?sort=name&page=3')).toEqual([]);
    });

    it('keeps the tab counts right through adds, status changes, imports and deletes', async () => {
      const fresh = await signInAs(kit.t.app, 'approvedPhotographer');
      const a = await create(fresh, { name: 'Count A', email: 'count.a@example.ng' });
      const b = await create(fresh, { name: 'Count B', email: 'count.b@example.ng', status: 'active' });
      expect((await list(fresh)).counts).toEqual({ all: 2, active: 1, lead: 1, inactive: 0 });
      await as(fresh, 'PUT', CLIENTS_API.one(a.id), {
        name: 'Count A',
        email: 'count.a@example.ng',
        status: 'inactive',
      });
      await as(fresh, 'PUT', CLIENTS_API.one(b.id), {
        name: 'Count B2',
        email: 'count.b@example.ng',
        status: 'active',
      });
      expect((await list(fresh)).counts).toEqual({ all: 2, active: 1, lead: 0, inactive: 1 });
      const csv =
        'Name,Email,Status\nC,count.c@example.ng,lead\nD,count.d@example.ng,Active\nE,count.e@example.ng,inactive';
      await as(fresh, 'POST', CLIENTS_API.importConfirm, { csv });
      expect((await list(fresh)).counts).toEqual({ all: 5, active: 2, lead: 1, inactive: 2 });
      await as(fresh, 'DELETE', CLIENTS_API.one(a.id));
      const after = await list(fresh, '?tab=inactive');
      expect(after.counts).toEqual({ all: 4, active: 2, lead: 1, inactive: 1 });
      expect(after.total).toBe(1);
      // The same figures as counting the rows.
      const counted = await kit.t.app.database.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from clients where photographer_id = $1 group by status order by status',
        [fresh.id],
      );
      expect(counted).toEqual([
        { status: 'active', n: 2 },
        { status: 'inactive', n: 1 },
        { status: 'lead', n: 1 },
      ]);
    });

    it('shows nothing in an empty tab', async () => {
      const fresh = await signInAs(kit.t.app, 'approvedPhotographer');
      const empty = await list(fresh, '?tab=inactive');
      expect(empty).toMatchObject({
        clients: [],
        total: 0,
        counts: { all: 0, active: 0, lead: 0, inactive: 0 },
      });
    });
  });
});
