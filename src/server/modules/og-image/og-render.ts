import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { PROJECT_ROOT } from '../../lib/project-root.ts';
import { Semaphore } from '../../lib/uploads/semaphore.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import type { OgCard, StoredSource } from './og-card.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MARGIN = 72;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

/** The font invoices and watermarks use, shipped on npm: sharp's text input takes a file. */
const font = (file: string) => path.join(PROJECT_ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf', file);
const BOLD = font('DejaVuSans-Bold.ttf');
const REGULAR = font('DejaVuSans.ttf');

/** sharp works on libuv's threads, never the event loop; one card at a time bounds the memory. */
const drawing = new Semaphore(1);

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** At most `max` characters, cut at a word with an ellipsis. */
export const fitText = (text: string, max: number) => {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

async function textLayer(text: string, size: number, colour: string, fontfile: string) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans${fontfile === BOLD ? ' Bold' : ''} ${size}`,
      fontfile,
      width: TEXT_WIDTH,
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: Math.min(info.height, OG_HEIGHT - 2 * MARGIN) };
}

async function storedBytes(storage: FileStorage, source: StoredSource | undefined) {
  if (!source) return undefined;
  const found = await storage.get(source.key);
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The cover, filling the card, darkened at the bottom for the words; a dark card without one. */
async function backgroundOf(photo: Buffer | undefined): Promise<Buffer> {
  const shade = Buffer.from(
    `<svg width="${OG_WIDTH}" height="${OG_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#1c1917" stop-opacity="${photo ? 0.15 : 1}"/>` +
      `<stop offset="1" stop-color="#1c1917" stop-opacity="${photo ? 0.88 : 1}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><rect y="${OG_HEIGHT - 12}" width="100%" height="12" fill="#b8860b"/></svg>`,
  );
  const base = photo
    ? sharp(photo).rotate().resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
    : sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: '#1c1917' } });
  return base
    .composite([{ input: shade }])
    .png()
    .toBuffer();
}

/**
 * The card as a 1200×630 JPEG: the cover (or a dark ground), the logo in the top corner, and the
 * card's own words only, bottom up (footer, subtitle, title), with "Aworan" at the top right.
 */
export function renderCard(storage: FileStorage, card: OgCard): Promise<Buffer> {
  return drawing.run(async () => {
    const [photo, logo] = await Promise.all([
      storedBytes(storage, card.background),
      storedBytes(storage, card.logo),
    ]);
    const layers: OverlayOptions[] = [];
    let bottom = OG_HEIGHT - MARGIN;
    for (const [text, size, colour, file] of [
      [card.footer ? fitText(card.footer, 60) : '', 28, '#f5e6b8', REGULAR],
      [fitText(card.subtitle, 70), 34, '#f5e6b8', REGULAR],
      [fitText(card.title, 80), 60, '#ffffff', BOLD],
    ] as const) {
      if (!text) continue;
      const layer = await textLayer(text, size, colour, file);
      bottom -= layer.height;
      layers.push({ input: layer.data, top: Math.max(MARGIN, bottom), left: MARGIN });
      bottom -= 18;
    }
    const brand = await textLayer('Aworan', 26, '#f5e6b8', BOLD);
    layers.push({ input: brand.data, top: MARGIN - 16, left: OG_WIDTH - MARGIN - 130 });
    if (logo) {
      const fitted = await sharp(logo)
        .resize(260, 120, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' })
        .png()
        .toBuffer();
      layers.push({ input: fitted, top: MARGIN - 16, left: MARGIN });
    }
    return sharp(await backgroundOf(photo))
      .composite(layers)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  });
}
