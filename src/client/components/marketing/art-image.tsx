import { useId } from 'react';
import { cn } from '@/lib/cn';

/** Warm palettes drawn from the brand's gold, with a few Nigerian-market colours for variety. */
const palettes = [
  ['#7d5810', '#e9bf58', '#fdf8ec'],
  ['#553b15', '#c08a1b', '#f2d894'],
  ['#1f3b2d', '#3f7d5a', '#e9bf58'],
  ['#3b1f2b', '#a8485f', '#f2d894'],
  ['#1e2a44', '#3d5a8a', '#e9bf58'],
  ['#402218', '#b5562f', '#f9edcc'],
] as const;

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The WebP sizes the server keeps of a media-library image (src/server/lib/uploads/images.ts). */
const MEDIA_WIDTHS = { thumb: 400, medium: 1200, full: 2000 } as const;
const MEDIA_PATH = /^(\/media\/[^/?#]+\/)(thumb|medium|full)\.webp$/;

/** Every size of a media-library image as a srcset; undefined for any other address. */
export function mediaSrcSet(src: string): string | undefined {
  const match = MEDIA_PATH.exec(src);
  if (!match) return undefined;
  return Object.entries(MEDIA_WIDTHS)
    .map(([size, width]) => `${match[1]}${size}.webp ${width}w`)
    .join(', ');
}

interface ArtImageProps {
  /** An uploaded image; when empty, generated art stands in (there are no stock photos). */
  src?: string | undefined;
  /** The same seed always draws the same picture, so a card keeps its look between visits. */
  seed: string;
  /** Empty when the image is decorative (the card's title already says what it shows). */
  alt?: string;
  className?: string;
  /**
   * The image's box, as width and height (its aspect ratio; CSS sets the real size), so the page
   * does not move when it arrives. 4:3 unless said.
   */
  width?: number;
  height?: number;
  /** How wide the image shows, for the browser's choice among the sizes (a `sizes` value). */
  sizes?: string;
  /** The first view's main image: loaded at once and first, not lazily. */
  priority?: boolean;
}

/**
 * An image or, when there is none, a generated landscape: sky gradient, a sun and layered
 * hills. Drawn as inline SVG so it needs no request and no network.
 */
export function ArtImage({
  src,
  seed,
  alt = '',
  className,
  width = 1200,
  height = 900,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  priority = false,
}: ArtImageProps) {
  const id = useId();
  if (src) {
    const srcSet = mediaSrcSet(src);
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn('object-cover', className)}
      />
    );
  }
  const h = hash(seed);
  const [dark, mid, light] = palettes[h % palettes.length]!;
  const sunX = 20 + (h % 60);
  const sunY = 18 + ((h >> 5) % 20);
  const ridge = (offset: number, height: number) => {
    const a = 40 + ((h >> offset) % 25);
    const b = 30 + ((h >> (offset + 3)) % 30);
    return `M0 ${height} Q 25 ${height - a / 2} 50 ${height - b / 3} T 100 ${height - a / 4} V 75 H 0 Z`;
  };
  return (
    <svg
      viewBox="0 0 100 75"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block', className)}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={mid} />
        </linearGradient>
      </defs>
      <rect width="100" height="75" fill={`url(#${id}-sky)`} />
      <circle cx={sunX} cy={sunY} r="9" fill={light} opacity="0.85" />
      <path d={ridge(2, 62)} fill={mid} opacity="0.7" />
      <path d={ridge(7, 70)} fill={dark} opacity="0.85" />
    </svg>
  );
}
