import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { CONTRACT_MESSAGES } from '../../../shared/contracts.ts';
import { formatLagosDateTime } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { contractSignedEmail } from '../../emails/contract-emails.tsx';
import { notFound } from '../../lib/http-error.ts';
import { type ContractsDeps, link, toTrail, who } from './contract-context.ts';
import { rowByToken } from './contract-link.service.ts';
import { type ContractPdfData, type PdfSignature, renderContractPdf } from './contract-pdf.ts';
import { sealKey, sealPdf } from './contract-seal.ts';
import {
  type ContractRow,
  findContract,
  findContractById,
  listTrail,
  lockContract,
  updateContract,
} from './contracts.repository.ts';

/** A contract's PDF: a draft or sent one rendered as asked, a signed one sealed once and stored. */

const image = (base64: string | null) => (base64 ? Buffer.from(base64, 'base64') : null);
const stamp = (row: ContractRow) =>
  ({
    draft: 'DRAFT — NOT SENT',
    sent: 'SENT — AWAITING SIGNATURES',
    signed: 'SIGNED',
    expired: 'EXPIRED — NOT SIGNED',
    void: 'VOID',
  })[row.status];
const lagosTime = (d: Date) => formatLagosDateTime(d, true);

async function pdfData(db: Db, row: ContractRow): Promise<ContractPdfData> {
  const photographer = await who(db, row.photographerId);
  const sig = (
    at: Date | null,
    name: string | null,
    img: string | null,
    method: string,
  ): PdfSignature | null => {
    const bytes = image(img);
    return at && name && bytes ? { name, at: lagosTime(at), method, image: bytes } : null;
  };
  const signed = row.status === 'signed';
  return {
    title: row.title,
    stamp: stamp(row),
    photographer,
    client: { name: row.clientName, email: row.clientEmail },
    content: row.content,
    documentHash: row.documentHash,
    clientSignature: sig(
      row.clientSignedAt,
      row.clientSignatureName,
      row.clientSignatureImage,
      row.clientSignMethod === 'in_person' ? 'in person' : 'online',
    ),
    photographerSignature: sig(
      row.photographerSignedAt,
      row.photographerSignatureName,
      row.photographerSignatureImage,
      'countersigned',
    ),
    certificate: signed
      ? {
          contractId: row.id,
          sentAt: lagosTime(row.sentAt!),
          signedAt: lagosTime(row.signedAt!),
          trail: (await listTrail(db, row.id)).map((r) => ({ ...toTrail(r), at: lagosTime(r.at) })),
        }
      : null,
  };
}

const fileName = (row: ContractRow) =>
  `${
    row.title
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'contract'
  }${row.status === 'signed' ? '-signed' : ''}.pdf`;

/** The sealed signed PDF: rendered once (by the job), stored, then read from storage. */
async function signedPdf(deps: ContractsDeps, row: ContractRow): Promise<Buffer> {
  if (row.signedPdfKey) {
    const found = await deps.storage.get(row.signedPdfKey);
    // Missing file (a restore without uploads): render and seal again below.
    if (found) return buffer(found.body);
  }
  const key = await sealKey(deps.db, deps.seal);
  return sealPdf(await renderContractPdf(await pdfData(deps.db, row)), key, {
    reason: `Signed by ${row.clientSignatureName} and ${row.photographerSignatureName}; SHA-256 ${row.documentHash}`,
    name: 'Aworan',
    contact: deps.publicUrl,
  });
}

async function pdfOf(deps: ContractsDeps, row: ContractRow): Promise<{ filename: string; pdf: Buffer }> {
  return {
    filename: fileName(row),
    pdf:
      row.status === 'signed'
        ? await signedPdf(deps, row)
        : await renderContractPdf(await pdfData(deps.db, row)),
  };
}

export async function contractPdf(deps: ContractsDeps, photographerId: string, id: string) {
  const row = await findContract(deps.db, photographerId, id);
  if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
  return pdfOf(deps, row);
}

export async function publicContractPdf(deps: ContractsDeps, token: string) {
  return pdfOf(deps, await rowByToken(deps.db, token));
}

/**
 * The contract-signed job: render and seal the PDF, store it, and email it to both parties.
 * Idempotent: a contract whose PDF is stored is skipped (a retry never emails twice).
 */
export async function deliverSignedContract(deps: ContractsDeps, contractId: string): Promise<void> {
  const row = await findContractById(deps.db, contractId);
  if (row?.status !== 'signed' || row.signedPdfKey) return;
  const pdf = await signedPdf(deps, row);
  const filename = fileName(row);
  const storageKey = `contracts/${row.id}/${randomBytes(6).toString('hex')}-${filename}`;
  await deps.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  await withTransaction(deps.db, async (tx) => {
    const locked = await lockContract(tx, row.photographerId, row.id);
    if (!locked || locked.signedPdfKey) return;
    await updateContract(tx, row.id, { signedPdfKey: storageKey });
    const photographer = await who(tx, row.photographerId);
    const attachments = [{ filename, storageKey, contentType: 'application/pdf' }];
    await deps.mailer.send(
      {
        to: row.clientEmail,
        template: 'contract-signed',
        content: contractSignedEmail({
          name: row.clientName,
          title: row.title,
          other: photographer.business,
          url: row.token ? link(deps, row.token) : null,
        }),
        meta: { contractId: row.id },
        ...(row.clientId ? { clientId: row.clientId } : {}),
        attachments,
        onBehalfOf: photographer.onBehalfOf,
      },
      { db: tx },
    );
    await deps.mailer.send(
      {
        to: photographer.email,
        template: 'contract-signed',
        content: contractSignedEmail({
          name: photographer.name,
          title: row.title,
          other: row.clientName,
          url: `${deps.publicUrl}/contracts`,
        }),
        meta: { contractId: row.id },
        attachments,
      },
      { db: tx },
    );
  });
}
