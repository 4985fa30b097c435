import { useCallback, useMemo, useRef, useState } from 'react';
import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';
import { cn } from '@/lib/cn';

const hashBytes = (thumbhash: string) => Uint8Array.from(atob(thumbhash), (c) => c.charCodeAt(0));

/** The thumbhash as a tiny image (about 30 × 30), drawn blurred until the real one has loaded. */
export function placeholderOf(thumbhash: string | null): string | undefined {
  if (!thumbhash) return undefined;
  try {
    return thumbHashToDataURL(hashBytes(thumbhash));
  } catch {
    return undefined;
  }
}

/** The thumbhash's average colour: a few bytes, where the blurred image is a kilobyte. */
function averageOf(thumbhash: string | null): string | undefined {
  if (!thumbhash) return undefined;
  try {
    const { r, g, b } = thumbHashToAverageRGBA(hashBytes(thumbhash));
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return undefined;
  }
}

/**
 * How far below the screen a deferred image starts loading. The browser's own lazy loading
 * reaches 1,250–2,500 px ahead on slow connections: on a phone that is dozens of thumbnails of
 * a long gallery fetched before anyone scrolls.
 */
const NEAR_PX = 400;

/**
 * An image over its blur placeholder: the box never changes size, so nothing jumps as it loads.
 * - `loading="eager"` images are in the server's HTML and shown as they arrive (no fade: they
 *   may paint before the page's script runs), fetched once the page is laid out; `priority`
 *   ones (the cover) are fetched at once, first.
 * - `loading="lazy"` images get their address only when they come within NEAR_PX of the screen,
 *   then fade in. Until then their box shows the thumbhash's average colour: the blurred image
 *   is about a kilobyte of incompressible base64, which for a 140-photo gallery made the
 *   server's HTML four times larger.
 * - `srcSet`/`sizes` let the browser pick the size the screen needs (the cover on a phone).
 */
export function BlurImage({
  src,
  srcSet,
  sizes,
  thumbhash,
  alt,
  className,
  loading = 'lazy',
  priority = false,
  nearPx = NEAR_PX,
}: {
  src: string | null;
  srcSet?: string;
  sizes?: string;
  thumbhash: string | null;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  priority?: boolean;
  /** How far below the screen a deferred image starts loading (0: only once on screen). */
  nearPx?: number;
}) {
  const [loaded, setLoaded] = useState(false);
  const deferred = loading === 'lazy';
  // An image that stops being deferred (data saver turned off) shows at once.
  const [seenNear, setNear] = useState(false);
  const near = !deferred || seenNear;
  const placeholder = useMemo(() => (near ? placeholderOf(thumbhash) : undefined), [near, thumbhash]);
  const average = useMemo(() => averageOf(thumbhash), [thumbhash]);
  const watching = useRef<IntersectionObserver | null>(null);
  const watch = useCallback(
    (box: HTMLDivElement | null) => {
      watching.current?.disconnect();
      watching.current = null;
      if (!box || !deferred) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${nearPx}px 0px` },
      );
      observer.observe(box);
      watching.current = observer;
    },
    [deferred, nearPx],
  );
  return (
    <div
      ref={watch}
      className={cn('relative overflow-hidden bg-stone-200', className)}
      style={
        placeholder
          ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' }
          : average
            ? { backgroundColor: average }
            : undefined
      }
    >
      {src && near ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          // Only the cover is fetched while the page is still being read; the rest after layout.
          loading={priority ? 'eager' : 'lazy'}
          // The cover first; the other photos after what the page needs to show (CSS, fonts).
          fetchPriority={priority ? 'high' : 'low'}
          decoding={priority ? 'sync' : 'async'}
          onLoad={() => setLoaded(true)}
          // A server-rendered image may have loaded before hydration: no load event comes then.
          ref={(el) => {
            if (el?.complete && el.naturalWidth > 0) setLoaded(true);
          }}
          className={cn(
            'absolute inset-0 size-full object-cover',
            deferred && 'transition-opacity duration-300',
            deferred && !loaded && 'opacity-0',
          )}
        />
      ) : null}
    </div>
  );
}
