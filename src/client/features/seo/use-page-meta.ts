import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteContentQuery } from '@/lib/site-content-query';

export interface PageMeta {
  /** The page's own title, without the site name: "Pricing". Empty for the home page. */
  title: string;
  /** One or two sentences for search results and link previews (about 150 characters). */
  description: string;
  /** Preview image: a media-library path (/media/...) or an absolute address. */
  image?: string | undefined;
  /** Open Graph type: "article" for blog posts, "website" otherwise. */
  type?: 'website' | 'article' | 'profile';
}

const FALLBACK_SITE_NAME = 'Aworan';

/** Finds or creates `<meta {key}="{name}">` in the head and sets its content. */
function setMeta(key: 'name' | 'property', name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(key, name);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** "Pricing | Aworan", or just "Aworan" (plus tagline) for the home page. */
export function formatPageTitle(title: string, siteName: string, tagline = ''): string {
  if (title) return `${title} | ${siteName}`;
  return tagline ? `${siteName}: ${tagline}` : siteName;
}

/** Absolute address for an image path, because link previews need full URLs. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * Sets the document title, meta description, canonical link and Open Graph / Twitter tags
 * for the current page. Call it once at the top of every public page. The server writes the
 * same tags into the HTML it serves (link previews on WhatsApp or Facebook do not run
 * JavaScript); this hook keeps them right while the visitor moves around the single-page app.
 */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta) {
  const { data } = useQuery(siteContentQuery);
  const loaded = data !== undefined;
  const tagline = data?.settings.tagline ?? '';

  useEffect(() => {
    // Until the settings arrive, keep the site name the server wrote into the page.
    const siteName =
      data?.settings.siteName ??
      document.head.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ??
      FALLBACK_SITE_NAME;
    const url = `${window.location.origin}${window.location.pathname}`;
    // The home page's title needs the tagline: leave the server's title until it is known.
    if (title || loaded) document.title = formatPageTitle(title, siteName, tagline);
    setMeta('name', 'description', description);
    setCanonical(url);
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:title', title || siteName);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', 'en_NG');
    const imageUrl = absoluteUrl(image || '/og-image.png', window.location.origin);
    setMeta('property', 'og:image', imageUrl);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', title || siteName);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', imageUrl);
  }, [title, description, image, type, data?.settings.siteName, loaded, tagline]);
}
