import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import { CONTRACT_MESSAGES } from '../../../shared/contracts.ts';
import { addDays, lagosDate } from '../../../shared/lagos-time.ts';
import { type ContractsDeps, expireContracts, sha256 } from './contracts.service.ts';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
/** poppler's pdfsig on a file: its report (it exits non-zero on a broken signature). */
function pdfsig(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdfsig-')), 'c.pdf');
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

const wedding = BUILT_IN_TEMPLATES.find((t) => t.id === 'template-wedding')!;

describe('contracts API', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  let signature: string;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Studio' });
    other = await signInAs(t.app, 'approvedPhotographer');
    const png = await sharp({
      create: { width: 300, height: 90, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="90"><path d="M10 60 C 60 10, 110 90, 160 40 S 260 20, 290 60" stroke="#111" stroke-width="4" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    signature = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? who.headers : {}), 'user-agent': 'vitest-browser/1.0' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const weddingDraft = (over: Record<string, unknown> = {}) => ({
    title: wedding.title,
    clientName: 'Chiamaka Obi',
    clientEmail: 'Chiamaka@Example.test',
    content: wedding.content,
    templateId: wedding.id,
    values: {
      sessionDate: '2027-03-20',
      location: 'Eko Hotel, Victoria Island, Lagos',
      hours: 8,
      feeKobo: 500_000_00,
    },
    ...over,
  });
  const create = async (body: Record<string, unknown> = weddingDraft(), who = ade) => {
    const res = await call(who, 'POST', '/api/contracts', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().contract;
  };
  const tokenOf = (c: { publicUrl: string }) => c.publicUrl.split('/c/')[1]!;
  const sign = (fullName: string) => ({ consent: true, fullName, signature });
  const deps = (): ContractsDeps => ({
    db: t.app.db,
    mailer: t.app.mailer,
    storage: t.app.storage,
    log: t.app.log,
    publicUrl: t.config.publicUrl,
    seal: { dataDir: t.config.dataDir },
    enqueue: (queue, data) => t.app.jobs.send(queue, data),
  });

  it('requires title, client name, client email and content with the spec message', async () => {
    for (const missing of ['title', 'clientName', 'clientEmail', 'content']) {
      const res = await call(ade, 'POST', '/api/contracts', weddingDraft({ [missing]: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(CONTRACT_MESSAGES.required);
    }
  });

  it('lists the five templates and the photographer’s own', async () => {
    const saved = await call(ade, 'POST', '/api/contracts/templates', {
      title: 'Birthday shoot',
      category: 'Portrait',
      content: '# Birthday\n\nFor [CLIENT_NAME] on [SESSION_DATE].',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const list = (await call(ade, 'GET', '/api/contracts/templates')).json().templates;
    expect(list.map((x: { id: string }) => x.id)).toEqual([
      'template-portrait',
      'template-wedding',
      'template-event',
      'template-commercial',
      'template-model',
      saved.json().template.id,
    ]);
    // Another photographer sees only the built-in ones and cannot touch this one.
    expect((await call(other, 'GET', '/api/contracts/templates')).json().templates).toHaveLength(5);
    expect(
      (await call(other, 'DELETE', `/api/contracts/templates/${saved.json().template.id}`)).statusCode,
    ).toBe(404);
  });

  it('fills placeholders from the profile, the client and the values; unfilled ones block sending', async () => {
    const c = await create();
    expect(c.content).toContain('**Ade Studio**');
    expect(c.content).toContain('**Chiamaka Obi** (chiamaka@example.test)');
    expect(c.content).toContain('**₦500,000.00**'); // fee
    expect(c.content).toContain('**₦150,000.00**'); // 30% booking fee
    expect(c.content).toContain('**₦350,000.00**'); // balance
    expect(c.unfilled).toEqual([]);
    expect(c.expirationDate).toBe(addDays(lagosDate(), 30));

    const partial = await create(weddingDraft({ values: { hours: 8 } }));
    expect(partial.unfilled).toEqual(['SESSION_DATE', 'LOCATION', 'FEE', 'DEPOSIT', 'BALANCE']);
    const refused = await call(ade, 'POST', `/api/contracts/${partial.id}/send`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTRACT_MESSAGES.unfilled);
  });

  it('sends: freezes the text, records its SHA-256, emails the link; sent ones cannot change or be deleted', async () => {
    const c = await create();
    const res = await call(ade, 'POST', `/api/contracts/${c.id}/send`);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().contract;
    expect(sent.status).toBe('sent');
    expect(sent.documentHash).toBe(sha256(`${c.title}\n\n${c.content}`));
    const [email] = await emailsTo(t.app, 'chiamaka@example.test');
    expect(email!.template).toBe('contract-sent');
    expect(email!.text).toContain(`/c/${tokenOf(sent)}`);

    expect((await call(ade, 'PUT', `/api/contracts/${c.id}`, weddingDraft())).statusCode).toBe(409);
    expect((await call(ade, 'DELETE', `/api/contracts/${c.id}`)).statusCode).toBe(409);
    expect((await call(ade, 'POST', `/api/contracts/${c.id}/send`)).statusCode).toBe(409);
    // Not even the database lets the frozen text change.
    await expect(
      t.app.database.query(`update contracts set frozen_text = 'changed' where id = $1`, [c.id]),
    ).rejects.toThrow(/cannot be edited/);
  });

  it('keeps an append-only trail that no statement can change or remove', async () => {
    const c = await create();
    await expect(
      t.app.database.query(`update contract_audit set ip = '1.2.3.4' where contract_id = $1`, [c.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.app.database.query(`delete from contract_audit where contract_id = $1`, [c.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.database.query('truncate contract_audit')).rejects.toThrow(/append-only/);
  });

  it('signs by link, countersigns, seals the PDF and emails it to both parties', async () => {
    const c = await create();
    const sent = (await call(ade, 'POST', `/api/contracts/${c.id}/send`)).json().contract;
    const token = tokenOf(sent);

    const page = await call(null, 'GET', `/api/public/contracts/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().contract).toMatchObject({
      title: wedding.title,
      status: 'sent',
      documentHash: sent.documentHash,
    });
    expect((await call(null, 'POST', `/api/public/contracts/${token}/viewed`)).statusCode).toBe(200);

    const noConsent = await call(null, 'POST', `/api/public/contracts/${token}/sign`, {
      ...sign('Chiamaka Obi'),
      consent: false,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain(CONTRACT_MESSAGES.consent);

    const signed = await call(null, 'POST', `/api/public/contracts/${token}/sign`, sign('Chiamaka Obi'));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().contract.clientSignature.name).toBe('Chiamaka Obi');
    expect((await emailsTo(t.app, ade.email)).some((e) => e.template === 'contract-client-signed')).toBe(
      true,
    );
    const again = await call(null, 'POST', `/api/public/contracts/${token}/sign`, sign('Chiamaka Obi'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONTRACT_MESSAGES.alreadySigned);
    // Signed by the client, it waits for the photographer: its own tab, out of Sent.
    const ids = async (tab: string) =>
      (await call(ade, 'GET', `/api/contracts?tab=${tab}`)).json().contracts.map((x: { id: string }) => x.id);
    expect(await ids('countersign')).toContain(c.id);
    expect(await ids('sent')).not.toContain(c.id);

    const counter = await call(ade, 'POST', `/api/contracts/${c.id}/countersign`, sign('Ade Studio'));
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json().contract.status).toBe('signed');
    expect(counter.json().contract.signatureDate).toBeTruthy();
    expect(await ids('countersign')).not.toContain(c.id);
    expect(await ids('signed')).toContain(c.id);

    const detail = (await call(ade, 'GET', `/api/contracts/${c.id}`)).json().contract;
    expect(detail.trail.map((e: { event: string }) => e.event)).toEqual([
      'created',
      'sent',
      'viewed',
      'consent_given',
      'signed',
      'consent_given',
      'countersigned',
    ]);
    for (const e of detail.trail.slice(1)) {
      expect(e.documentHash).toBe(sent.documentHash);
      expect(e.userAgent).toBe('vitest-browser/1.0');
      expect(e.ip).toBeTruthy();
    }

    // Both parties got the signed PDF (the job ran inline in tests).
    const toClient = (await emailsTo(t.app, 'chiamaka@example.test')).find(
      (e) => e.template === 'contract-signed',
    );
    const toPhotographer = (await emailsTo(t.app, ade.email)).find((e) => e.template === 'contract-signed');
    expect(toClient).toBeTruthy();
    expect(toPhotographer).toBeTruthy();
    const [stored] = await t.app.database.query<{ signed_pdf_key: string }>(
      'select signed_pdf_key from contracts where id = $1',
      [c.id],
    );
    expect(stored!.signed_pdf_key).toMatch(/^contracts\//);

    const pdfRes = await call(null, 'GET', `/api/public/contracts/${token}/pdf`);
    expect(pdfRes.statusCode).toBe(200);
    const pdf = pdfRes.rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain('Chiamaka Obi');
    expect(text).toContain('Ade Studio');
    expect(text).toContain('₦150,000.00');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(sent.documentHash);
    expect(pdfsig(pdf)).toContain('Signature is Valid');
    const broken = Buffer.from(pdf);
    const at = broken.indexOf('Chiamaka');
    broken[at] = broken[at]! ^ 0x01;
    expect(pdfsig(broken)).not.toContain('Signature is Valid');

    // The client's last contact moved and the timeline has both events.
    const [client] = await t.app.database.query<{ last_contact_at: Date | null }>(
      `select last_contact_at from clients where photographer_id = $1 and email = 'chiamaka@example.test'`,
      [ade.id],
    );
    expect(client!.last_contact_at).toBeTruthy();
    const kinds = await t.app.database.query<{ kind: string }>(
      `select kind from client_events where photographer_id = $1 and meta->>'contractId' = $2`,
      [ade.id, c.id],
    );
    expect(kinds.map((k) => k.kind).sort()).toEqual(['contract_sent', 'contract_signed']);
  });

  it('gives an unsigned draft PDF', async () => {
    const c = await create();
    const res = await call(ade, 'GET', `/api/contracts/${c.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('DRAFT');
    expect(text).toContain('Not yet signed');
    expect(pdfsig(res.rawPayload)).not.toContain('Signature is Valid');
  });

  it('signs in person (Sign Contract) and records it as such', async () => {
    const c = await create();
    await call(ade, 'POST', `/api/contracts/${c.id}/send`);
    const res = await call(ade, 'POST', `/api/contracts/${c.id}/sign-in-person`, sign('Chiamaka Obi'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract.clientSignature.method).toContain('in person');
    const trail = (await call(ade, 'GET', `/api/contracts/${c.id}`)).json().contract.trail;
    expect(trail.find((e: { event: string }) => e.event === 'signed').actor).toBe('Chiamaka Obi (in person)');
  });

  it('expires unsigned contracts daily, tells the photographer, and refuses signing after', async () => {
    const c = await create();
    const sent = (await call(ade, 'POST', `/api/contracts/${c.id}/send`)).json().contract;
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(await atTime(later, () => expireContracts(deps()))).toBeGreaterThanOrEqual(1);
    const after = (await call(ade, 'GET', `/api/contracts/${c.id}`)).json().contract;
    expect(after.status).toBe('expired');
    expect(after.trail.at(-1).event).toBe('expired');
    expect((await emailsTo(t.app, ade.email)).some((e) => e.template === 'contract-expired')).toBe(true);
    const res = await call(null, 'POST', `/api/public/contracts/${tokenOf(sent)}/sign`, sign('Chiamaka Obi'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONTRACT_MESSAGES.expired);
  });

  it('voids sent contracts (the link dies) and deletes drafts only', async () => {
    const draft = await create();
    expect((await call(ade, 'DELETE', `/api/contracts/${draft.id}`)).statusCode).toBe(200);
    expect((await call(ade, 'GET', `/api/contracts/${draft.id}`)).statusCode).toBe(404);

    const c = await create();
    const sent = (await call(ade, 'POST', `/api/contracts/${c.id}/send`)).json().contract;
    expect(
      (await call(ade, 'POST', `/api/contracts/${c.id}/void`, { reason: 'Wrong date' })).statusCode,
    ).toBe(200);
    expect((await call(null, 'GET', `/api/public/contracts/${tokenOf(sent)}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/public/contracts/not-a-token')).statusCode).toBe(404);
  });

  it('hides a photographer’s contracts from others; shows a client theirs by verified email', async () => {
    const c = await create();
    await call(ade, 'POST', `/api/contracts/${c.id}/send`);
    expect((await call(other, 'GET', `/api/contracts/${c.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/contracts')).json().contracts).toHaveLength(0);
    const customer = await signInAs(t.app, 'customer', { email: 'chiamaka@example.test' });
    const received = (await call(customer, 'GET', '/api/contracts/received')).json().contracts;
    expect(received.length).toBeGreaterThan(0);
    expect(received[0].publicUrl).toMatch(/^\/c\//);
    // The client's dashboard card: their contracts with this photographer, and how many to sign.
    const cards = (await call(customer, 'GET', '/api/my-photographers')).json().photographers[0].cards;
    expect(cards.find((c: { key: string }) => c.key === 'contracts')).toMatchObject({
      label: 'Contracts',
      nextAction: expect.stringMatching(/^\d+ to sign$/),
      // The card opens the contract to sign itself.
      href: expect.stringMatching(/^\/c\//),
    });
    const unverified = await signInAs(t.app, 'customer', {
      email: 'chiamaka2@example.test',
      verified: false,
    });
    expect((await call(unverified, 'GET', '/api/contracts/received')).json().contracts).toHaveLength(0);
  });

  it('lists by tab and keeps a client with signed contracts from deletion', async () => {
    const drafts = (await call(ade, 'GET', '/api/contracts?tab=drafts')).json();
    expect(drafts.contracts.every((x: { status: string }) => x.status === 'draft')).toBe(true);
    const signedTab = (await call(ade, 'GET', '/api/contracts?tab=signed')).json();
    expect(signedTab.contracts.length).toBeGreaterThan(0);
    const [client] = await t.app.database.query<{ id: string }>(
      `select id from clients where photographer_id = $1 and email = 'chiamaka@example.test'`,
      [ade.id],
    );
    const res = await call(ade, 'DELETE', `/api/clients/${client!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('signed contracts');
  });
});
