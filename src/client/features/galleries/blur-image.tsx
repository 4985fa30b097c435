import { useMemo, useState } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { cn } from '@/lib/cn';

/** The thumbhash as a tiny image (about 30 × 30), drawn blurred until the real one has loaded. */
export function placeholderOf(thumbhash: string | null): string | undefined {
  if (!thumbhash) return undefined;
  try {
    const bytes = Uint8Array.from(atob(thumbhash), (c) => c.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
}

/** An image over its blur placeholder: the box never changes size, so nothing jumps as it loads. */
export function BlurImage({
  src,
  thumbhash,
  alt,
  className,
  loading = 'lazy',
}: {
  src: string | null;
  thumbhash: string | null;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const placeholder = useMemo(() => placeholderOf(thumbhash), [thumbhash]);
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className={cn('relative overflow-hidden bg-stone-200', className)}
      style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => setLoaded(true)}
          // A server-rendered image may have loaded before hydration: no load event comes then.
          ref={(el) => {
            if (el?.complete && el.naturalWidth > 0) setLoaded(true);
          }}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-300',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </div>
  );
}
