/**
 * Makes the two small font files a first view needs (decision 090): the printable ASCII
 * characters and the signs and punctuation English text uses, cut from the latin files of
 * @fontsource-variable, each with only the weights the site uses:
 *   src/client/fonts/inter-basic-wght.woff2           body text, weights 400 to 700
 *   src/client/fonts/playfair-display-basic-wght.woff2 headings, weights 600 to 700
 * styles.css declares them after the full latin files, so the browser takes them for these
 * characters and fetches a full file only for a page with other letters (é, ß…).
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
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'src/client/fonts/inter-basic-wght.woff2',
    wght: { min: 400, max: 700 },
  },
  {
    source:
      'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    target: 'src/client/fonts/playfair-display-basic-wght.woff2',
    wght: { min: 600, max: 700 },
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
