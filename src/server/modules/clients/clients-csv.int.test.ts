import { describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { CLIENT_MESSAGES, CLIENTS_API } from '../../../shared/clients.ts';

describe('clients: the photographer’s CRM', () => {
  const kit = clientsTestKit();
  const { as, create, list, count } = kit;

  describe('CSV import and export', () => {
    const preview = (user: SignedInUser, csv: string) => as(user, 'POST', CLIENTS_API.importPreview, { csv });

    it('previews quoted fields, a BOM and Windows line endings, flags duplicates and bad rows, saves nothing', async () => {
      const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
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
      const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
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
      const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
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
      const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
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
      const again = await signInAs(kit.t.app, 'approvedPhotographer');
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
});
