/**
 * Makes the one font file a first view needs (decisions 090, 180): the printable ASCII characters
 * and the signs and punctuation English text uses, cut from the latin file of
 * @fontsource-variable, at the one weight headings use:
 *   src/client/fonts/playfair-display-basic-wght.woff2 headings, weight 600
 * styles.css declares it after the full latin files, so the browser takes it for these
 * characters and fetches a full file only for a heading with other letters (é, ß…). Body text
 * uses the system font.
 *
 *   node --import tsx scripts/subset-basic-fonts.ts          # after upgrading the font packages
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** U+0020-007E, no-break space, ©, ®, °, ·, ×, en and em dashes, curly quotes, bullet, ellipsis, ™. */
export const BASIC_TEXT = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}\u00a0©®°·×–—‘’“”•…™`;

const root = path.resolve(import.meta.dirname, '..');
const fonts = [
  {
    source:
      'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    target: 'src/client/fonts/playfair-display-basic-wght.woff2',
    // One weight: a pinned axis drops the variation tables (15 KB instead of 23).
    wght: 600,
  },
];

for (const font of fonts) {
  const subset = await subsetFont(fs.readFileSync(path.join(root, font.source)), BASIC_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: font.wght },
  });
  fs.writeFileSync(path.join(root, font.target), subset);
  process.stdout.write(`${font.target}: ${subset.length} bytes\n`);
}
