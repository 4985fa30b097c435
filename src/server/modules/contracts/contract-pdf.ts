import type PDFKit from 'pdfkit';
import { CONTRACT_TRAIL_LABELS, type TrailEntry } from '../../../shared/contracts.ts';
import { type Block, type Inline, parseMarkdown } from '../../../shared/markdown.ts';
import { newPdfDocument } from '../../lib/pdf-toolkit.ts';

/**
 * Contract PDFs on the app's pdfkit set-up (DejaVu, ₦): the body from its markup (the same parser
 * as the screen), then the signature blocks, then, on a signed contract, a certificate page with
 * the audit trail and the document hash. The signed file is sealed afterwards (contract-seal.ts).
 */

export interface PdfSignature {
  name: string;
  at: string;
  method: string;
  /** PNG bytes. */
  image: Buffer;
}

export interface ContractPdfData {
  title: string;
  /** 'DRAFT' / 'SENT — NOT YET SIGNED' / 'SIGNED' … printed at the top. */
  stamp: string;
  photographer: { name: string; email: string };
  client: { name: string; email: string };
  content: string;
  documentHash: string | null;
  clientSignature: PdfSignature | null;
  photographerSignature: PdfSignature | null;
  /** Present on a signed contract: the certificate page. */
  certificate: { trail: TrailEntry[]; contractId: string; sentAt: string; signedAt: string } | null;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const GOLD = '#b8860b';
const LEFT = 50;
const WIDTH = 495;

const FONT = (bold?: boolean, italic?: boolean) =>
  bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular';

interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  placeholder?: boolean;
}

/** Inline markdown as styled runs; an unfilled [PLACEHOLDER] is its own (highlighted) run. */
function spansOf(inlines: Inline[], style: Omit<Span, 'text'> = {}): Span[] {
  return inlines.flatMap((inline): Span[] => {
    if (inline.type === 'strong') return spansOf(inline.children, { ...style, bold: true });
    if (inline.type === 'em') return spansOf(inline.children, { ...style, italic: true });
    if (inline.type === 'link') return spansOf(inline.children, style);
    return inline.text
      .split(/(\[[A-Z][A-Z0-9_]*\])/)
      .filter(Boolean)
      .map((text) => ({ ...style, text, placeholder: /^\[[A-Z][A-Z0-9_]*\]$/.test(text) }));
  });
}

function drawRuns(doc: PDFKit.PDFDocument, spans: Span[], x: number, width: number, forceBold: boolean) {
  const runs = spans.length ? spans : [{ text: ' ' }];
  runs.forEach((span, i) => {
    doc
      .font(FONT(forceBold || span.bold, span.italic))
      .fillColor(span.placeholder ? '#b45309' : INK)
      .text(span.text, i === 0 ? x : undefined, i === 0 ? doc.y : undefined, {
        width,
        continued: i < runs.length - 1,
        lineGap: 2,
      });
  });
}

function drawBlocks(doc: PDFKit.PDFDocument, blocks: Block[]) {
  for (const block of blocks) {
    if (block.type === 'heading') {
      doc.moveDown(block.level === 1 ? 0.2 : 0.6);
      doc.fontSize(({ 1: 16, 2: 12.5, 3: 11, 4: 10.5 } as const)[block.level]);
      drawRuns(doc, spansOf(block.children), LEFT, WIDTH, true);
      doc.moveDown(0.3);
    } else if (block.type === 'list') {
      doc.fontSize(10);
      block.items.forEach((item, n) => {
        const y = doc.y;
        doc
          .font('regular')
          .fillColor(INK)
          .text(block.ordered ? `${n + 1}.` : '•', LEFT + 2, y, { width: 14 });
        doc.y = y;
        drawRuns(doc, spansOf(item), LEFT + 16, WIDTH - 16, false);
        doc.moveDown(0.15);
      });
      doc.moveDown(0.3);
    } else {
      doc.fontSize(10);
      for (const line of block.lines) drawRuns(doc, spansOf(line), LEFT, WIDTH, false);
      doc.moveDown(0.45);
    }
  }
}

function drawSignature(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  role: string,
  sig: PdfSignature | null,
) {
  doc.font('bold').fontSize(9).fillColor(MUTED).text(role.toUpperCase(), x, y, { width: 230 });
  if (sig) {
    doc.image(sig.image, x, y + 14, { fit: [220, 70] });
  }
  doc
    .moveTo(x, y + 88)
    .lineTo(x + 220, y + 88)
    .strokeColor('#d1d5db')
    .stroke();
  doc.font('regular').fontSize(9).fillColor(INK);
  doc.text(sig ? sig.name : 'Not yet signed', x, y + 92, { width: 230 });
  if (sig) doc.fillColor(MUTED).text(`${sig.at} · ${sig.method}`, x, doc.y, { width: 230 });
}

export async function renderContractPdf(data: ContractPdfData): Promise<Buffer> {
  const { doc, done } = await newPdfDocument({
    info: { Title: data.title, Author: data.photographer.name, Producer: 'Aworan', Creator: 'Aworan' },
  });
  doc.font('bold').fontSize(9).fillColor(GOLD).text(data.stamp, LEFT, 30, { width: WIDTH, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(
    `Photographer: ${data.photographer.name} (${data.photographer.email})   Client: ${data.client.name} (${data.client.email})`,
    LEFT,
    44,
    { width: WIDTH },
  );
  doc.moveDown(1);
  drawBlocks(doc, parseMarkdown(data.content));

  // Signatures, side by side, on this page when they fit.
  if (doc.y > 650) doc.addPage();
  doc.moveDown(1);
  const top = doc.y;
  drawSignature(doc, LEFT, top, 'Client', data.clientSignature);
  drawSignature(doc, LEFT + 265, top, 'Photographer', data.photographerSignature);
  doc.x = LEFT;
  if (data.documentHash) {
    doc.moveDown(1.5);
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`Document SHA-256: ${data.documentHash}`, LEFT, doc.y, { width: WIDTH });
  }

  if (data.certificate) {
    const c = data.certificate;
    doc.addPage();
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(INK)
      .text('Certificate of completion', LEFT, 50, { width: WIDTH });
    doc.moveDown(0.5);
    doc.font('regular').fontSize(9.5).fillColor(INK);
    const rows: [string, string][] = [
      ['Document', data.title],
      ['Contract id', c.contractId],
      ['Photographer', `${data.photographer.name} <${data.photographer.email}>`],
      ['Client', `${data.client.name} <${data.client.email}>`],
      ['Sent', c.sentAt],
      ['Completed', c.signedAt],
      ['Document SHA-256', data.documentHash ?? ''],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('bold').text(label, LEFT, y, { width: 120 });
      doc.font('regular').text(value, LEFT + 125, y, { width: WIDTH - 125 });
      doc.moveDown(0.2);
    }
    doc.moveDown(0.6);
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        'The SHA-256 is computed over the exact text the client was sent (title, a blank line, then the body, UTF-8). ' +
          'This file is sealed with the platform certificate: a PDF reader shows any later change to it.',
        LEFT,
        doc.y,
        { width: WIDTH },
      );
    doc.moveDown(0.8);
    doc.font('bold').fontSize(12).fillColor(INK).text('Audit trail', LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    for (const e of c.trail) {
      if (doc.y > 760) doc.addPage();
      doc
        .font('bold')
        .fontSize(9)
        .fillColor(INK)
        .text(`${e.at}  ${CONTRACT_TRAIL_LABELS[e.event]}`, LEFT, doc.y, {
          width: WIDTH,
        });
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(
        [
          e.actor && `By: ${e.actor}`,
          e.detail,
          e.ip && `IP: ${e.ip}`,
          e.userAgent && `Device: ${e.userAgent}`,
        ]
          .filter(Boolean)
          .join('  ·  '),
        LEFT,
        doc.y,
        { width: WIDTH },
      );
      doc.text(`Hash: ${e.documentHash}`, LEFT, doc.y, { width: WIDTH });
      doc.moveDown(0.4);
    }
  }
  doc.end();
  return done;
}
