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

interface ArtImageProps {
  /** An uploaded image; when empty, generated art stands in (there are no stock photos). */
  src?: string | undefined;
  /** The same seed always draws the same picture, so a card keeps its look between visits. */
  seed: string;
  /** Empty when the image is decorative (the card's title already says what it shows). */
  alt?: string;
  className?: string;
}

/**
 * An image or, when there is none, a generated landscape: sky gradient, a sun and layered
 * hills. Drawn as inline SVG so it needs no request and no network.
 */
export function ArtImage({ src, seed, alt = '', className }: ArtImageProps) {
  const id = useId();
  if (src) {
    return <img src={src} alt={alt} loading="lazy" className={cn('object-cover', className)} />;
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
