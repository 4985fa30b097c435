import { describe, expect, it } from 'vitest';
import { imagePreloadsFirst, spareDataPage } from './data-saver-page.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta name="viewport" content="width=device-width" />
    <link rel="preload" href="/assets/display.woff2" as="font" type="font/woff2" crossorigin />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="modulepreload" crossorigin href="/assets/index-A.js">
    <link rel="modulepreload" crossorigin href="/assets/public-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"><link rel="preload" as="image" fetchPriority="high" imageSrcSet="/c/thumb.webp 480w"/><header>…</header></div>
  </body>
</html>`;

describe('imagePreloadsFirst', () => {
  it("moves the page's image preloads from the root to the top of <head>", () => {
    const html = imagePreloadsFirst(page);
    const preload = html.indexOf('<link rel="preload" as="image"');
    expect(preload).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(preload).toBeLessThan(html.indexOf('as="font"'));
    expect(html.match(/as="image"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><header>');
  });

  it('leaves a page without image preloads as it is', () => {
    const plain = page.replace(/<link rel="preload" as="image"[^>]*>/, '');
    expect(imagePreloadsFirst(plain)).toBe(plain);
  });
});

describe('spareDataPage', () => {
  it('drops the web font and starts the entry, with its preloads, from the start script', () => {
    const html = spareDataPage(page, '/assets/after-cover-E.js');
    expect(html).toContain('<html lang="en" data-save-data>');
    expect(html).not.toContain('as="font"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/after-cover-E.js" data-entry="/assets/index-A.js" data-preload="/assets/framework-B.js /assets/public-C.js"></script>',
    );
    expect(html).toContain('rel="stylesheet"');
  });

  it('keeps the scripts as they are when the build has no start script', () => {
    const html = spareDataPage(page, undefined);
    expect(html).not.toContain('as="font"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(html).toContain('rel="modulepreload"');
  });
});
