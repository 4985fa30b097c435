import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  emailsTo,
  type SignedInUser,
  signInAs,
  signInUser,
} from '../../../../tests/auth-helpers.ts';
import { closeTestApp, photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CLIENT_MESSAGES, CLIENTS_API, type Client, type ClientList } from '../../../shared/clients.ts';
import { MARKETPLACE_API } from '../../../shared/marketplace.ts';
import { withTransaction } from '../../db/transaction.ts';
import { registerClientDeletionGuard, registerClientShareProvider } from './client-registry.service.ts';
import { findOrCreateLead, recordClientEvent } from './client-timeline.service.ts';

describe('clients: the photographer’s CRM', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Tunde', lastName: 'Bakare' });
    other = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => closeTestApp(t));

  const as = (
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? user.headers : { origin: t.config.publicUrl },
      ...(payload ? { payload } : {}),
    });
  const create = async (user: SignedInUser, payload: object): Promise<Client> => {
    const res = await as(user, 'POST', CLIENTS_API.list, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().client;
  };
  const list = async (user: SignedInUser, query = ''): Promise<ClientList> => {
    const res = await as(user, 'GET', `${CLIENTS_API.list}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const count = async (sql: string, params: unknown[]) =>
    (await t.app.database.query<{ n: number }>(sql, params))[0]!.n;

  describe('add and edit', () => {
    it('refuses an empty form with the spec’s message and saves nothing', async () => {
      const photographer = await signInAs(t.app, 'approvedPhotographer');
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
      const client = await create(owner, {
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
      const detail = (await as(owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['created']);
    });

    it('accepts any status at creation and refuses a bad phone or email', async () => {
      const active = await create(owner, { name: 'Bola Ade', email: 'bola@example.ng', status: 'active' });
      expect(active.status).toBe('active');
      const badPhone = await as(owner, 'POST', CLIENTS_API.list, {
        name: 'X',
        email: 'x@example.ng',
        phone: '12',
      });
      expect(badPhone.json().fields.phone).toBe('Enter a valid phone number');
      const badEmail = await as(owner, 'POST', CLIENTS_API.list, { name: 'X', email: 'not-an-email' });
      expect(badEmail.json().fields.email).toBe('Enter a valid email address');
    });

    it('keeps emails unique per photographer whatever their case; another photographer may have the same', async () => {
      await create(owner, { name: 'Chidi Obi', email: 'chidi@example.ng' });
      const again = await as(owner, 'POST', CLIENTS_API.list, {
        name: 'Chidi O.',
        email: 'CHIDI@example.ng',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CLIENT_MESSAGES.duplicateEmail);
      await create(other, { name: 'Chidi Obi', email: 'chidi@example.ng' });
    });

    it('edits any field and status; Last Contact does not move on an edit; the status change is on the timeline', async () => {
      const client = await create(owner, { name: 'Dayo Ola', email: 'dayo@example.ng' });
      const res = await as(owner, 'PUT', CLIENTS_API.one(client.id), {
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
      const detail = (await as(owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['status_changed', 'created']);
      const empty = await as(owner, 'PUT', CLIENTS_API.one(client.id), { name: '', email: '' });
      expect(empty.json().message).toBe(CLIENT_MESSAGES.required);
      const taken = await as(owner, 'PUT', CLIENTS_API.one(client.id), {
        name: 'Dayo',
        email: 'Chidi@example.ng',
      });
      expect(taken.statusCode).toBe(409);
    });
  });

  describe('only the owner', () => {
    it('another photographer gets 404 on every route of a client; customers 403; visitors 401', async () => {
      const client = await create(owner, {
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
        const res = await as(other, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(CLIENT_MESSAGES.notFound);
      }
      expect((await list(other, '?q=private')).clients).toEqual([]);
      const customer = await signInAs(t.app, 'customer');
      expect((await as(customer, 'GET', CLIENTS_API.list)).statusCode).toBe(403);
      expect((await as(customer, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(403);
      expect((await as(null, 'GET', CLIENTS_API.list)).statusCode).toBe(401);
      const admin = await signInAs(t.app, 'superAdmin');
      expect((await as(admin, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(403);
      expect((await as(owner, 'GET', CLIENTS_API.one(client.id))).json().client.notes).toBe('secret');
    });

    it('a pending photographer prepares clients but nothing is sent to them until approval', async () => {
      const pending = await signInAs(t.app, 'pendingPhotographer');
      const client = await create(pending, { name: 'Early Lead', email: 'early.lead@example.ng' });
      const res = await as(pending, 'POST', CLIENTS_API.email(client.id), {
        subject: 'Hi',
        message: 'Hello',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLIENT_MESSAGES.notApproved);
      expect(await emailsTo(t.app, 'early.lead@example.ng')).toEqual([]);
    });
  });

  describe('tabs, search, sort and pages', () => {
    let photographer: SignedInUser;
    beforeAll(async () => {
      photographer = await signInAs(t.app, 'approvedPhotographer');
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
      const many = await signInAs(t.app, 'approvedPhotographer');
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
      const fresh = await signInAs(t.app, 'approvedPhotographer');
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
      const counted = await t.app.database.query<{ status: string; n: number }>(
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
      const fresh = await signInAs(t.app, 'approvedPhotographer');
      const empty = await list(fresh, '?tab=inactive');
      expect(empty).toMatchObject({
        clients: [],
        total: 0,
        counts: { all: 0, active: 0, lead: 0, inactive: 0 },
      });
    });
  });

  describe('delete', () => {
    it('deletes a client and their timeline', async () => {
      const client = await create(owner, { name: 'Gone Soon', email: 'gone@example.ng' });
      expect((await as(owner, 'DELETE', CLIENTS_API.one(client.id))).statusCode).toBe(204);
      expect((await as(owner, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(404);
      expect(
        await count('select count(*)::int as n from client_events where client_id = $1', [client.id]),
      ).toBe(0);
    });

    it('refuses while another module holds issued records, saying why and offering Inactive', async () => {
      const client = await create(owner, { name: 'Paid Up', email: 'paid@example.ng' });
      const unregisterInvoices = registerClientDeletionGuard('test-invoices', async (_tx, c) =>
        c.id === client.id ? 'issued invoices' : null,
      );
      const unregisterContracts = registerClientDeletionGuard('test-contracts', async (tx, c) => {
        const rows = await tx.execute(`select 1`);
        return c.email === 'paid@example.ng' && rows ? 'signed contracts' : null;
      });
      try {
        const res = await as(owner, 'DELETE', CLIENTS_API.one(client.id));
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'This client has issued invoices and signed contracts, so they cannot be deleted: what a client paid for or signed is kept. Set them to Inactive instead.',
        );
        expect((await as(owner, 'GET', CLIENTS_API.one(client.id))).statusCode).toBe(200);
        // Other clients are not held back.
        const free = await create(owner, { name: 'Free', email: 'free@example.ng' });
        expect((await as(owner, 'DELETE', CLIENTS_API.one(free.id))).statusCode).toBe(204);
      } finally {
        unregisterInvoices();
        unregisterContracts();
      }
      expect((await as(owner, 'DELETE', CLIENTS_API.one(client.id))).statusCode).toBe(204);
    });
  });

  describe('Send Email and the timeline', () => {
    it('emails the client through the outbox, records it and moves Last Contact', async () => {
      const client = await create(owner, { name: 'Funke Ade', email: 'funke@example.ng' });
      await new Promise((r) => setTimeout(r, 5));
      const res = await as(owner, 'POST', CLIENTS_API.email(client.id), {
        subject: CLIENT_MESSAGES.emailSubject,
        message: 'Your photos are ready.\n\nSee you soon.',
      });
      expect(res.statusCode, res.body).toBe(201);
      const [email] = await emailsTo(t.app, 'funke@example.ng');
      expect(email).toMatchObject({ template: 'client-message', subject: 'Message from your photographer' });
      expect(email!.text).toContain('Your photos are ready.');
      expect(email!.text).toContain('Tunde Bakare');
      const detail = (await as(owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events[0]).toMatchObject({
        kind: 'email_sent',
        summary: 'Message from your photographer',
      });
      expect(Date.parse(detail.client.lastContactAt)).toBeGreaterThan(Date.parse(client.lastContactAt));
      const bad = await as(owner, 'POST', CLIENTS_API.email(client.id), { subject: '', message: '' });
      expect(bad.statusCode).toBe(400);
    });

    it('recordClientEvent: by id or email, inside the caller’s transaction; only contact kinds move Last Contact', async () => {
      const client = await create(owner, { name: 'Gbenga Timeline', email: 'gbenga@example.ng' });
      const later = new Date(Date.parse(client.lastContactAt) + 60_000);
      const evenLater = new Date(Date.parse(client.lastContactAt) + 120_000);
      await withTransaction(t.app.db, async (tx) => {
        await recordClientEvent(tx, {
          photographerId: owner.id,
          email: 'GBENGA@example.ng',
          kind: 'gallery_shared',
          summary: 'Wedding',
          at: evenLater,
        });
        await recordClientEvent(tx, {
          photographerId: owner.id,
          clientId: client.id,
          kind: 'invoice_sent',
          summary: 'INV-0001',
          at: later,
        });
      });
      const detail = (await as(owner, 'GET', CLIENTS_API.one(client.id))).json();
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
        'gallery_shared',
        'invoice_sent',
        'created',
      ]);
      expect(detail.client.lastContactAt).toBe(later.toISOString());
      // A rolled-back transaction leaves nothing; another photographer's client is not found.
      await expect(
        withTransaction(t.app.db, async (tx) => {
          await recordClientEvent(tx, {
            photographerId: owner.id,
            clientId: client.id,
            kind: 'payment',
            at: evenLater,
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await as(owner, 'GET', CLIENTS_API.one(client.id))).json().client.lastContactAt).toBe(
        later.toISOString(),
      );
      expect(
        await recordClientEvent(t.app.db, { photographerId: other.id, clientId: client.id, kind: 'payment' }),
      ).toBeUndefined();
    });

    it('findOrCreateLead: a client typed into an invoice adds a lead once', async () => {
      const first = await withTransaction(t.app.db, (tx) =>
        findOrCreateLead(
          tx,
          owner.id,
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
      const again = await withTransaction(t.app.db, (tx) =>
        findOrCreateLead(
          tx,
          owner.id,
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

  describe('CSV import and export', () => {
    const preview = (user: SignedInUser, csv: string) => as(user, 'POST', CLIENTS_API.importPreview, { csv });

    it('previews quoted fields, a BOM and Windows line endings, flags duplicates and bad rows, saves nothing', async () => {
      const photographer = await signInAs(t.app, 'approvedPhotographer');
      await create(photographer, { name: 'Already Here', email: 'already@example.ng' });
      const csv = [
        '\uFEFFName,Email,Phone,Address,Notes,Status',
        '"Okafor, Adaeze",adaeze@example.ng,0803 123 4567,"12 Awolowo Rd, Ikoyi","Said ""yes"" to the album",Active',
        'Bisi Ade,bisi@example.ng,,,"Two\r\nlines",lead',
        'Bisi Again,BISI@example.ng,,,,',
        'Already There,Already@example.ng,,,,',
        ',missing-name@example.ng,,,,',
        'Bad Email,not-an-email,,,,',
        'Bad Status,status@example.ng,,,,vip',
        'Bad Phone,phone@example.ng,12,,,',
      ].join('\r\n');
      const res = await preview(photographer, csv);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.total).toBe(8);
      expect(body.ready).toBe(2);
      expect(body.problems).toEqual([]);
      const [adaeze, bisi, bisiAgain, already, noName, badEmail, badStatus, badPhone] = body.rows;
      expect(adaeze).toMatchObject({
        line: 2,
        name: 'Okafor, Adaeze',
        phone: '+2348031234567',
        status: 'active',
        errors: [],
        duplicate: null,
      });
      expect(bisi).toMatchObject({ name: 'Bisi Ade', status: 'lead', errors: [], duplicate: null });
      expect(bisiAgain).toMatchObject({ duplicate: 'file' });
      expect(already).toMatchObject({ duplicate: 'existing' });
      expect(noName.errors).toEqual([CLIENT_MESSAGES.required]);
      expect(badEmail.errors).toEqual(['Enter a valid email address']);
      expect(badStatus.errors).toEqual(['Status must be Lead, Active, Inactive']);
      expect(badPhone.errors).toEqual(['Enter a valid phone number']);
      expect(
        await count('select count(*)::int as n from clients where photographer_id = $1', [photographer.id]),
      ).toBe(1);

      const saved = await as(photographer, 'POST', CLIENTS_API.importConfirm, { csv });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toEqual({ imported: 2, skipped: 6 });
      const all = await list(photographer, '?sort=name');
      expect(all.clients.map((c) => c.name)).toEqual(['Already Here', 'Bisi Ade', 'Okafor, Adaeze']);
      const adaezeRow = all.clients.find((c) => c.email === 'adaeze@example.ng')!;
      expect(adaezeRow).toMatchObject({
        notes: 'Said "yes" to the album',
        address: '12 Awolowo Rd, Ikoyi',
        source: 'import',
      });
      expect(all.clients.find((c) => c.name === 'Bisi Ade')!.notes).toBe('Two\r\nlines');
    });

    it('flags a malformed row and a file without the Name and Email columns', async () => {
      const photographer = await signInAs(t.app, 'approvedPhotographer');
      const malformed = await preview(
        photographer,
        'name,email\nGood One,good@example.ng\nToo,many,fields,here\n"Unclosed,quote@example.ng\n',
      );
      const rows = malformed.json().rows;
      expect(rows[0].errors).toEqual([]);
      expect(rows[1].errors.length).toBeGreaterThan(0);
      expect(rows.at(-1).errors).toContain('A quoted field is not closed');
      const noHeader = await preview(photographer, 'Ada,ada@example.ng\n');
      expect(noHeader.json().problems).toEqual([
        'The first line must name the columns, with at least Name and Email.',
      ]);
      expect((await preview(photographer, '')).statusCode).toBe(400);
    });

    it('imports 1,000 rows in one go', async () => {
      const photographer = await signInAs(t.app, 'approvedPhotographer');
      const csv = [
        'Name,Email,Phone',
        ...Array.from(
          { length: 1000 },
          (_, i) => `Person ${i},p${i}@example.ng,0803${String(i).padStart(7, '0')}`,
        ),
      ].join('\n');
      const res = await as(photographer, 'POST', CLIENTS_API.importConfirm, { csv });
      expect(res.json()).toEqual({ imported: 1000, skipped: 0 });
      expect((await list(photographer)).counts.lead).toBe(1000);
    });

    it('exports the current tab as CSV with formulas defused and phones kept usable', async () => {
      const photographer = await signInAs(t.app, 'approvedPhotographer');
      await create(photographer, {
        name: '=HYPERLINK("http://evil")',
        email: 'evil@example.ng',
        phone: '08031234567',
        notes: '@SUM(A1)',
        status: 'active',
        address: '-2+3',
      });
      await create(photographer, { name: 'Lead Person', email: 'lead@example.ng' });
      const res = await as(photographer, 'GET', `${CLIENTS_API.export}?tab=active`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="clients-active-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Name,Email,Phone,Address,Notes,Status,Last Contact,Created');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^"'=HYPERLINK\(""http:\/\/evil""\)",evil@example.ng,\+2348031234567,'-2\+3,'@SUM\(A1\),Active,/,
      );
      // What was exported imports back as it was.
      const again = await signInAs(t.app, 'approvedPhotographer');
      expect((await as(again, 'POST', CLIENTS_API.importConfirm, { csv: res.body })).json()).toEqual({
        imported: 1,
        skipped: 0,
      });
      expect((await list(again)).clients[0]).toMatchObject({
        name: '=HYPERLINK("http://evil")',
        address: '-2+3',
        status: 'active',
      });
    });
  });

  describe('enquiries and the client’s side', () => {
    it('an enquiry from the public profile adds a lead with its source, then goes on the same client’s timeline', async () => {
      const studio = await photographerWithListing(t.app, {
        businessName: 'Lagos Light',
        slug: 'lagos-light-crm',
      });
      const enquire = (message: string) =>
        t.app.inject({
          method: 'POST',
          url: MARKETPLACE_API.contact('lagos-light-crm'),
          payload: { name: 'Kemi Ade', email: 'Kemi@Example.ng', phone: '0802 222 2222', message },
          remoteAddress: '203.0.113.50',
          headers: { origin: t.config.publicUrl },
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
      const studio = await photographerWithListing(t.app, {
        businessName: 'Ikoyi Frames',
        slug: 'ikoyi-frames-crm',
        phone: '08030000001',
      });
      await create(studio, { name: 'Tola Client', email: 'tola.client@example.ng', notes: 'Pays late' });
      await create(other, { name: 'Tola', email: 'TOLA.CLIENT@example.ng', notes: 'VIP' });
      await create(studio, { name: 'Someone Else', email: 'someone@example.ng' });
      const customer = await signInAs(t.app, 'customer', { email: 'tola.client@example.ng' });
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
        t.app,
        await createUser(t.app, { email: 'someone@example.ng', verified: false }),
      );
      expect((await as(unverified, 'GET', CLIENTS_API.myPhotographers)).json().photographers).toEqual([]);
      expect((await as(null, 'GET', CLIENTS_API.myPhotographers)).statusCode).toBe(401);
    });
  });
});
