import { isCategory, type PhotographerCategory } from './marketplace.ts';

/**
 * Book links from the marketing pages (decision 164): a pricing tier's Book button and a service
 * page's Book This Package open `/book?package=…&service=…`, a public page where a visitor picks
 * an approved photographer and goes on to `/book/<slug>?type=…` with the session type chosen
 * when one matches. No sign-in anywhere on the way.
 */
export const BOOK_CHOOSER_PATH = '/book';

export function bookChooserLink(choice: {
  service?: string | undefined;
  package?: string | undefined;
}): string {
  const search = new URLSearchParams();
  if (choice.service) search.set('service', choice.service);
  if (choice.package) search.set('package', choice.package);
  const query = search.toString();
  return query ? `${BOOK_CHOOSER_PATH}?${query}` : BOOK_CHOOSER_PATH;
}

/**
 * Links saved before the public flow pointed at `/scheduling?package=…` (sign-in only): the
 * same choice on the public page. Any other link is left as the editor wrote it.
 */
export function publicBookLink(link: string): string {
  const match = /^\/scheduling(\?.*)?$/.exec(link);
  if (!match) return link;
  const search = new URLSearchParams(match[1] ?? '');
  return bookChooserLink({
    service: search.get('service') ?? undefined,
    package: search.get('package') ?? undefined,
  });
}

/**
 * A pricing tier's Book link (decision 199): photographers set their own prices, so the tier's
 * price narrows the chooser to photographers with a package at that price or less
 * (`maxPrice`, whole naira, as the directory's address takes it). Links that do not lead to the
 * chooser, and tiers without a price (Custom), are left as they are.
 */
export function tierBookLink(link: string, priceKobo: number | null): string {
  const target = publicBookLink(link);
  if (priceKobo === null || !/^\/book(\?|$)/.test(target)) return target;
  const [path, query = ''] = target.split('?');
  const search = new URLSearchParams(query);
  search.set('maxPrice', String(Math.floor(priceKobo / 100)));
  return `${path}?${search.toString()}`;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));

/** The directory category a choice narrows to: the service's, or a tier named after one ("Wedding"). */
export function categoryOfChoice(service: string | null, pkg: string | null): PhotographerCategory | '' {
  for (const candidate of [service, pkg?.toLowerCase() ?? null])
    if (candidate && isCategory(candidate)) return candidate;
  return '';
}

/**
 * The photographer's session type a choice names: the same name, else the first whose first word
 * is a word of the hint ("wedding" → Wedding Package, "events" → Event Coverage); none otherwise.
 */
export function matchSessionType<T extends { id: string; name: string }>(
  types: readonly T[],
  hints: readonly (string | null | undefined)[],
): T | undefined {
  for (const hint of hints) {
    if (!hint) continue;
    const exact = types.find((t) => t.name.trim().toLowerCase() === hint.trim().toLowerCase());
    if (exact) return exact;
    const wanted = new Set(words(hint));
    const byWord = types.find((t) => {
      const first = words(t.name)[0];
      return first !== undefined && wanted.has(first);
    });
    if (byWord) return byWord;
  }
  return undefined;
}
