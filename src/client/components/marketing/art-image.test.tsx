import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArtImage, mediaSrcSet } from './art-image';

describe('ArtImage', () => {
  it('offers every WebP size of a media-library image, and nothing for other addresses', () => {
    expect(mediaSrcSet('/media/abc-123/full.webp')).toBe(
      '/media/abc-123/thumb.webp 400w, /media/abc-123/medium.webp 1200w, /media/abc-123/full.webp 2000w',
    );
    expect(mediaSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(mediaSrcSet('/media/abc/full.webp?x=1')).toBeUndefined();
  });

  it('gives an image its box and loads it lazily, unless it is the first view’s main image', () => {
    const lazy = renderToString(<ArtImage src="/media/m1/medium.webp" seed="s" alt="A wedding" />);
    expect(lazy).toContain('width="1200"');
    expect(lazy).toContain('height="900"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('srcSet="/media/m1/thumb.webp 400w');
    expect(lazy).toContain('sizes="(min-width: 1024px) 50vw, 100vw"');
    const hero = renderToString(<ArtImage src="/media/m1/full.webp" seed="s" priority />);
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
  });

  it('draws art without any request when there is no image', () => {
    expect(renderToString(<ArtImage seed="lagos" />)).toMatch(/^<svg/);
  });
});
