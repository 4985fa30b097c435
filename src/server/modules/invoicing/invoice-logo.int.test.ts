import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { multipartBody } from '../../../../tests/multipart.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { INVOICE_LOGO_API } from '../../../shared/invoice-logo.ts';

/** The images in a PDF as poppler's `pdfimages -list` reports them: [type, width, height] per row. */
function pdfImages(pdf: Buffer): { type: string; width: number; height: number }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const out = execFileSync('pdfimages', ['-list', file]).toString('utf8');
    // Two header lines, then: page num type width height color comp bpc enc …
    return out
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        return { type: cols[2] ?? '', width: Number(cols[3]), height: Number(cols[4]) };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the logo on invoice and receipt PDFs', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-logo-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer');
    other = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (who: SignedInUser, file: Buffer, fileType = 'image/png') => {
    const body = multipartBody(file, { fileName: 'logo', fileType });
    return t.app.inject({
      method: 'PUT',
      url: INVOICE_LOGO_API,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const pdfOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: ade.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  it('fits an uploaded logo, prints it on the invoice and the receipt, and removes it', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: INVOICE_LOGO_API, headers: ade.headers })).json(),
    ).toEqual({
      logo: null,
    });
    // A wide JPEG: fitted inside 600 × 240, stored as PNG.
    const jpeg = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#a8790f' } })
      .jpeg()
      .toBuffer();
    const set = await upload(ade, jpeg, 'image/jpeg');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().logo).toMatchObject({ width: 600, height: 150 });
    const preview = await t.app.inject({ method: 'GET', url: set.json().logo.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(
      (await t.app.inject({ method: 'GET', url: INVOICE_LOGO_API, headers: ade.headers })).json(),
    ).toMatchObject({
      logo: { width: 600, height: 150 },
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invoices?send=true',
      headers: ade.headers,
      payload: {
        clientName: 'Bola Adeyemi',
        clientEmail: 'bola@example.test',
        items: [{ description: 'Portrait session', quantity: 1, unitKobo: 15_000_00 }],
        vatEnabled: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().invoice.id as string;
    expect(pdfImages(await pdfOf(`/api/invoices/${id}/pdf`))).toEqual([
      { type: 'image', width: 600, height: 150 },
    ]);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payments`,
      headers: ade.headers,
      payload: { amountKobo: 15_000_00, method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().invoice.payments[0].id;
    expect(pdfImages(await pdfOf(`/api/invoices/${id}/payments/${paymentId}/receipt.pdf`))).toHaveLength(1);

    // Another photographer's invoices stay without it.
    expect(
      (await t.app.inject({ method: 'GET', url: INVOICE_LOGO_API, headers: other.headers })).json(),
    ).toEqual({
      logo: null,
    });

    const removed = await t.app.inject({ method: 'DELETE', url: INVOICE_LOGO_API, headers: ade.headers });
    expect(removed.json()).toEqual({ logo: null });
    expect(pdfImages(await pdfOf(`/api/invoices/${id}/pdf`))).toEqual([]);
  });

  it('keeps a PNG logo’s transparency and refuses what is not an image', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const set = await upload(ade, png);
    expect(set.json().logo).toMatchObject({ width: 200, height: 100 });
    const stored = await t.app.storage.stat(`invoice-logos/${ade.id}/logo.png`);
    expect(stored?.contentType).toBe('image/png');

    const text = await upload(ade, Buffer.from('not a picture at all'), 'image/png');
    expect(text.statusCode).toBe(415);
    // The refused upload left the previous logo in place.
    expect(
      (await t.app.inject({ method: 'GET', url: INVOICE_LOGO_API, headers: ade.headers })).json().logo,
    ).toMatchObject({
      width: 200,
    });
  });
});
