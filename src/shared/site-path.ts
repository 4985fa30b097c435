/**
 * Is a string a path on this site, safe to hand to the router or to navigate to after sign-in?
 * Browsers forgive a lot in a URL: they drop tabs and newlines (`/\t/evil.example` becomes
 * `//evil.example`), read `\` as `/` and treat `//host` as another site. So a site path starts
 * with exactly one `/`, holds no backslash, no control character and no whitespace, and
 * resolves to the same origin when a browser's URL parser reads it. No zod here: the navbar and
 * login page use it and must not pull zod into the entry bundle (decision 030).
 */
const ORIGIN = 'https://site.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const UNSAFE = /[\\\s\u0000-\u001f\u007f]/;

export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return false;
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** An absolute http(s) address with a host, as an admin may type for an outside link. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/\\]/i.test(value) || UNSAFE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
