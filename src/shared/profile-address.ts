/**
 * Profile addresses (the photographer's slug) that nobody may take: every top-level segment
 * of the site's own routes (a unit test checks the route table against this list), the server's
 * own paths, and words that would pass for the platform speaking. Addresses that start with
 * "aworan" are refused too, so "aworan-official" cannot impersonate the platform.
 */
export const RESERVED_PROFILE_ADDRESSES: ReadonlySet<string> = new Set([
  // Site routes (src/client/app/route-table.ts)
  'login',
  'signup',
  'setup',
  'forgot-password',
  'reset-password',
  'terms',
  'privacy',
  'services',
  'pricing',
  'about',
  'contact',
  'blog',
  'demo',
  'features',
  'gallery',
  'galleries',
  'photographers',
  'dashboard',
  'account',
  'photographer-approval',
  'photographer-dashboard',
  'invoicing',
  'i',
  'c',
  'b',
  'book',
  'contracts',
  'scheduling',
  'clients',
  'admin',
  'admin-creation',
  'studio',
  'my-messages',
  // Server paths and words planned for later routes
  'api',
  'media',
  'files',
  'assets',
  'static',
  'sitemap',
  'robots',
  'auth',
  'logout',
  'sign-in',
  'sign-up',
  'signin',
  'register',
  'settings',
  'bookings',
  'booking',
  'invoices',
  'payments',
  'checkout',
  'calendar',
  'newsletter',
  'unsubscribe',
  'reports',
  'messages',
  'inbox',
  'reviews',
  'r',
  // The platform speaking
  'official',
  'support',
  'help',
  'team',
  'staff',
  'security',
  'status',
  'root',
  'system',
  'administrator',
  'moderator',
  'www',
]);

export function isReservedProfileAddress(slug: string): boolean {
  const value = slug.trim().toLowerCase();
  return RESERVED_PROFILE_ADDRESSES.has(value) || value.startsWith('aworan');
}

export const RESERVED_ADDRESS_MESSAGE = 'That address is reserved. Try another.';
