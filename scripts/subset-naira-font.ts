/**
 * Makes src/client/fonts/inter-naira-wght.woff2: the ₦ glyph (U+20A6) of Inter's variable
 * latin-ext file from @fontsource-variable/inter, every weight kept. Prices show ₦ on most
 * pages, and the whole latin-ext file is 85 KB for that one glyph (decision 060).
 *
 *   node --import tsx scripts/subset-naira-font.ts          # after upgrading the font package
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(
  root,
  'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
);
const target = path.join(root, 'src/client/fonts/inter-naira-wght.woff2');

const subset = await subsetFont(fs.readFileSync(source), '₦', { targetFormat: 'woff2' });
fs.writeFileSync(target, subset);
process.stdout.write(`${path.relative(root, target)}: ${subset.length} bytes\n`);
