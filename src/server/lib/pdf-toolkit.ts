import fs from 'node:fs';
import path from 'node:path';
import type PDFKit from 'pdfkit';
import { PROJECT_ROOT } from './project-root.ts';

/**
 * THE pdfkit set-up every PDF of the app uses (decision 112): DejaVu Sans, which has the naira
 * sign (U+20A6) and is embedded (subset) in every file, so ₦ survives printing and text
 * extraction. pdfkit, fontkit and the fonts load at the first PDF, not at every server start
 * (0.3 s), and the fonts are parsed once per process and handed to pdfkit as parsed objects
 * (parsing a file per document is most of the cost).
 */

const FONT_DIR = path.join(PROJECT_ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
} as const;
export type PdfFontName = keyof typeof FONT_FILES;

let toolkit: Promise<{ PDFDocument: typeof PDFKit; fonts: Record<PdfFontName, unknown> }> | undefined;

function loadToolkit() {
  toolkit ??= (async () => {
    const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
    const fonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [
        name,
        fontkit.create(fs.readFileSync(path.join(FONT_DIR, file))),
      ]),
    ) as Record<PdfFontName, unknown>;
    return { PDFDocument, fonts };
  })();
  return toolkit;
}

/**
 * A new A4 document with the fonts registered under their names ('regular', 'bold', 'italic',
 * 'boldItalic'), and a promise of its bytes once `doc.end()` is called.
 */
export async function newPdfDocument(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { PDFDocument, fonts } = await loadToolkit();
  const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as never);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
