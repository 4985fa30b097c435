/**
 * THE AUTHORIZATION MATRIX: every route (the API and the files outside it), and who may call it.
 *
 * authorization-matrix.int.test.ts enumerates every route the app registers and calls each one
 * as a visitor, a customer, a pending photographer, an approved photographer and a super admin.
 * A route missing from this table fails the test, and so does a table entry with no route.
 *
 * HOW TO ADD A ROUTE: add one line, `'METHOD /api/path/:param': access`, with the URL exactly
 * as registered (Fastify's `:param` syntax). Access levels:
 *   'public'                 everyone, signed in or not
 *   'signed-in'              any signed-in person (visitors get 401)
 *   'photographer'           photographers, approved or not (visitors 401, others 403)
 *   'approved-photographer'  approved photographers only (visitors 401, others 403)
 *   'super-admin'            super admins only (visitors 401, others 403)
 *   'provider-signed'        a payment provider's webhook: a session counts for nothing, a call
 *                            without the provider's signature gets 401 whoever sends it
 * A new level goes into ALLOWED below. A module with many routes may keep its rows in a file of
 * its own beside this one (permissions-messages.ts), spread into the table.
 *
 * The test sends `{}` as the body and random UUIDs as ids, so a refused request must be
 * refused before validation: guard with `onRequest: app.requireRole(...)` (or an
 * `onRequest` hook), not `preHandler`. An allowed caller may get 400/404 for that junk input,
 * never 401/403, and nobody may get a 5xx.
 */
import { FIND_ME_PERMISSIONS } from './permissions-find-me.ts';
import { GALLERY_DATA_SAVER_PERMISSIONS } from './permissions-gallery-data-saver.ts';
import { MESSAGES_PERMISSIONS } from './permissions-messages.ts';
import { PREVIEWS_PERMISSIONS } from './permissions-previews.ts';
import { REVIEWS_PERMISSIONS } from './permissions-reviews.ts';

export type UserKind =
  | 'anonymous'
  | 'customer'
  | 'pendingPhotographer'
  | 'approvedPhotographer'
  | 'superAdmin';

export type Access =
  | 'public'
  | 'signed-in'
  | 'photographer'
  | 'approved-photographer'
  | 'super-admin'
  | 'provider-signed';

export const ALLOWED: Record<Access, UserKind[]> = {
  public: ['anonymous', 'customer', 'pendingPhotographer', 'approvedPhotographer', 'superAdmin'],
  'signed-in': ['customer', 'pendingPhotographer', 'approvedPhotographer', 'superAdmin'],
  photographer: ['pendingPhotographer', 'approvedPhotographer'],
  'approved-photographer': ['approvedPhotographer'],
  'super-admin': ['superAdmin'],
  'provider-signed': [],
};

export interface RouteRule {
  access: Access;
  /** A body that passes validation, for routes that check the session only after the body. */
  body?: Record<string, unknown>;
  /** Calls come from this address (e.g. loopback-only development routes). */
  ip?: string;
  /** Calling it ends the caller's session: the test signs in afresh for it. */
  endsSession?: boolean;
}

export const PERMISSIONS: Record<string, Access | RouteRule> = {
  // Outside /api: files by a signed link or a public id (the link or id is the access: see
  // ownership-pages.ts), and the search engines' files.
  'GET /files/*': 'public',
  'GET /media/:id/:file': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  // "Stop SMS reminders", the link in every text: its token is the access (ownership-pages.ts).
  'GET /s/:token': 'public',
  'POST /s/:token': 'public',

  // System
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/meta': 'public',
  // Prometheus figures: this machine asking directly, or a scraper with METRICS_TOKEN.
  'GET /metrics': { access: 'public', ip: '127.0.0.1' },
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  // Development only (never registered in production), and only from this machine.
  'GET /api/dev/outbox': { access: 'public', ip: '127.0.0.1' },
  // The one-time setup link (first super admin): the token in the body is the credential.
  'POST /api/setup/check': 'public',
  'POST /api/setup': 'public',

  // better-auth, mounted under /api/auth (see src/server/plugins/auth.ts)
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-in/social': 'public',
  'GET /api/auth/callback/:id': 'public',
  'POST /api/auth/callback/:id': 'public',
  'GET /api/auth/get-session': 'public',
  'POST /api/auth/get-session': 'public',
  'POST /api/auth/sign-out': { access: 'public', endsSession: true },
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/send-verification-email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'GET /api/auth/reset-password/:token': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': {
    access: 'signed-in',
    body: { currentPassword: 'not-the-password-1', newPassword: 'another-password-2' },
  },
  'POST /api/auth/revoke-other-sessions': 'signed-in',
  'GET /api/auth/ok': 'public',
  'GET /api/auth/error': 'public',

  // Accounts
  'GET /api/accounts/me': 'public',
  'GET /api/accounts/auth-options': 'public',
  'PUT /api/accounts/me/name': 'signed-in',
  'GET /api/accounts/sessions': 'signed-in',
  'DELETE /api/accounts/sessions/:id': 'signed-in',
  'POST /api/accounts/sessions/revoke-others': 'signed-in',
  'GET /api/accounts/photographer-application': 'photographer',
  'POST /api/accounts/photographer-application': 'photographer',
  'GET /api/accounts/photographer-profile': 'photographer',
  'PUT /api/accounts/photographer-profile': 'photographer',

  // Admin dashboard
  'GET /api/admin/overview': 'super-admin',
  'GET /api/admin/photographers': 'super-admin',
  'POST /api/admin/photographers/:userId/approve': 'super-admin',
  'POST /api/admin/photographers/:userId/reject': 'super-admin',
  'GET /api/admin/users': 'super-admin',
  'PUT /api/admin/users/:userId/role': 'super-admin',
  'POST /api/admin/users/:userId/disable': 'super-admin',
  'POST /api/admin/users/:userId/enable': 'super-admin',
  'POST /api/admin/admins': 'super-admin',
  'GET /api/admin/audit': 'super-admin',
  'GET /api/admin/storage': 'super-admin',
  'GET /api/admin/outbox': 'super-admin',
  'POST /api/admin/outbox/:emailId/resend': 'super-admin',
  'GET /api/admin/jobs/failed': 'super-admin',
  'POST /api/admin/jobs/:jobId/retry': 'super-admin',

  // Payments (Paystack): status for every page, payouts for photographers, the platform fee
  'GET /api/payments/status': 'public',
  'POST /api/payments/paystack/webhook': 'provider-signed',
  'POST /api/payments/online/:paymentId/refund': 'photographer',
  'GET /api/payments/online': 'photographer',
  'GET /api/payments/online/export.csv': 'photographer',
  'GET /api/admin/payments/figures': 'super-admin',
  // Reports: the platform's figures
  'GET /api/admin/reports/platform': 'super-admin',
  'GET /api/admin/reports/platform.csv': 'super-admin',
  'GET /api/payments/banks': 'photographer',
  'POST /api/payments/payout-account/resolve': 'photographer',
  'GET /api/payments/payout-account': 'photographer',
  'PUT /api/payments/payout-account': 'photographer',
  'GET /api/admin/payments/settings': 'super-admin',
  'PUT /api/admin/payments/settings': 'super-admin',

  // Public site content and forms
  'GET /api/content/site': 'public',
  'GET /api/content/services': 'public',
  'GET /api/content/services/:slug': 'public',
  'GET /api/content/pricing': 'public',
  'GET /api/content/blog': 'public',
  'GET /api/content/blog/:slug': 'public',
  'POST /api/inquiries/contact': 'public',
  'POST /api/inquiries/demo': 'public',
  'POST /api/newsletter/subscribe': 'public',
  'GET /api/newsletter/confirm': 'public',
  'POST /api/newsletter/confirm': 'public',
  'GET /api/newsletter/unsubscribe': 'public',
  'POST /api/newsletter/unsubscribe': 'public',

  // Content administration (/admin/content)
  'PUT /api/admin/content/settings': 'super-admin',
  'PUT /api/admin/content/hero': 'super-admin',
  'PUT /api/admin/content/featured': 'super-admin',
  'GET /api/admin/content/services': 'super-admin',
  'PUT /api/admin/content/services': 'super-admin',
  'DELETE /api/admin/content/services/:id': 'super-admin',
  'GET /api/admin/content/pricing': 'super-admin',
  'POST /api/admin/content/pricing/tiers': 'super-admin',
  'PUT /api/admin/content/pricing/tiers/:id': 'super-admin',
  'DELETE /api/admin/content/pricing/tiers/:id': 'super-admin',
  'PUT /api/admin/content/pricing/faq': 'super-admin',
  'GET /api/admin/content/blog': 'super-admin',
  'GET /api/admin/content/blog/:id': 'super-admin',
  'POST /api/admin/content/blog': 'super-admin',
  'PUT /api/admin/content/blog/:id': 'super-admin',
  'DELETE /api/admin/content/blog/:id': 'super-admin',
  'GET /api/admin/inquiries': 'super-admin',
  'PATCH /api/admin/inquiries/:id': 'super-admin',
  'DELETE /api/admin/inquiries/:id': 'super-admin',
  'GET /api/admin/newsletter/subscribers': 'super-admin',
  'POST /api/admin/newsletter/issues': 'super-admin',
  'GET /api/admin/media': 'super-admin',
  'POST /api/admin/media': 'super-admin',
  'PATCH /api/admin/media/:id': 'super-admin',
  'DELETE /api/admin/media/:id': 'super-admin',

  // Marketplace: the public directory and profiles (only approved photographers are listed)
  'GET /api/marketplace/photographers': 'public',
  'GET /api/marketplace/filters': 'public',
  'GET /api/marketplace/photographers/:slug': 'public',
  'POST /api/marketplace/photographers/:slug/contact': 'public',
  // Listing images: public once listed, otherwise only their photographer and super admins (404 to others).
  'GET /api/marketplace/images/:id/:file': 'public',
  // The photographer's own listing; pending photographers may prepare it before approval.
  'GET /api/marketplace/my-listing': 'photographer',
  'PUT /api/marketplace/my-listing': 'photographer',
  'POST /api/marketplace/my-listing/packages': 'photographer',
  'PUT /api/marketplace/my-listing/packages/:id': 'photographer',
  'DELETE /api/marketplace/my-listing/packages/:id': 'photographer',
  'POST /api/marketplace/my-listing/portfolio': 'photographer',
  'PATCH /api/marketplace/my-listing/portfolio/:id': 'photographer',
  'DELETE /api/marketplace/my-listing/portfolio/:id': 'photographer',
  'PUT /api/marketplace/my-listing/cover': 'photographer',
  'DELETE /api/marketplace/my-listing/cover': 'photographer',

  // Clients (the photographer's CRM): photographers, approved or not, each on their own clients.
  'GET /api/clients': 'photographer',
  'POST /api/clients': 'photographer',
  'GET /api/clients/export': 'photographer',
  'POST /api/clients/import/preview': 'photographer',
  'POST /api/clients/import': 'photographer',
  'GET /api/clients/:id': 'photographer',
  'PUT /api/clients/:id': 'photographer',
  'DELETE /api/clients/:id': 'photographer',
  'POST /api/clients/:id/email': 'photographer',
  'POST /api/clients/:id/email/preview': 'photographer',
  // Email templates and automated emails' openings: each photographer's own.
  'GET /api/email-templates': 'photographer',
  'POST /api/email-templates': 'photographer',
  'PUT /api/email-templates/:id': 'photographer',
  'POST /api/email-templates/:id/reset': 'photographer',
  'DELETE /api/email-templates/:id': 'photographer',
  'GET /api/email-templates/openings': 'photographer',
  'PUT /api/email-templates/openings/:kind': 'photographer',
  // Follow-ups on a photographer's own clients.
  'GET /api/follow-ups/clients/:clientId': 'photographer',
  'POST /api/follow-ups/clients/:clientId': 'photographer',
  'POST /api/follow-ups/:id/done': 'photographer',
  'POST /api/follow-ups/:id/snooze': 'photographer',
  // The client's side: whoever is signed in sees the photographers who keep their verified email.
  'GET /api/my-photographers': 'signed-in',
  'PUT /api/my-photographers/sms': 'signed-in',
  // Invoicing: approved photographers bill; any signed-in person sees invoices to their verified
  // email; the client's link is public (the token is the access, see ownership.ts).
  'GET /api/invoices': 'approved-photographer',
  'POST /api/invoices': 'approved-photographer',
  'GET /api/invoices/received': 'signed-in',
  'GET /api/invoices/settings': 'approved-photographer',
  'PUT /api/invoices/settings': 'approved-photographer',
  'GET /api/invoices/export.csv': 'approved-photographer',

  // Reports: the photographer's own figures (no id in the path or the query: nothing to own)
  'GET /api/reports/income': 'approved-photographer',
  'GET /api/reports/income.csv': 'approved-photographer',
  'GET /api/reports/vat': 'approved-photographer',
  'GET /api/reports/vat.csv': 'approved-photographer',
  'GET /api/reports/vat/invoices': 'approved-photographer',
  'GET /api/reports/fees': 'approved-photographer',
  'GET /api/reports/fees.csv': 'approved-photographer',
  'GET /api/reports/sales': 'approved-photographer',
  'GET /api/reports/sales.csv': 'approved-photographer',
  'GET /api/reports/bookings': 'approved-photographer',
  'GET /api/reports/bookings.csv': 'approved-photographer',
  'GET /api/reports/galleries': 'approved-photographer',
  'GET /api/reports/galleries.csv': 'approved-photographer',
  'GET /api/reports/owed': 'approved-photographer',
  'GET /api/reports/owed.csv': 'approved-photographer',
  'GET /api/reports/owed/invoices': 'approved-photographer',
  'GET /api/reports/glance': 'approved-photographer',
  'GET /api/reports/statement.pdf': 'approved-photographer',
  'GET /api/invoices/:id': 'approved-photographer',
  'PUT /api/invoices/:id': 'approved-photographer',
  'DELETE /api/invoices/:id': 'approved-photographer',
  'POST /api/invoices/:id/send': 'approved-photographer',
  'POST /api/invoices/:id/void': 'approved-photographer',
  'POST /api/invoices/:id/link': 'approved-photographer',
  'GET /api/invoices/:id/pdf': 'approved-photographer',
  'GET /api/invoices/:id/payments/:paymentId/receipt.pdf': 'approved-photographer',
  'POST /api/invoices/:id/payments': 'approved-photographer',
  'POST /api/invoices/:id/payments/:paymentId/reverse': 'approved-photographer',
  'GET /api/public/invoices/:token': 'public',
  'GET /api/public/invoices/:token/pdf': 'public',
  'GET /api/public/invoices/:token/payments/:paymentId/receipt.pdf': 'public',
  'POST /api/public/invoices/:token/paid': 'public',
  'POST /api/public/invoices/:token/pay': 'public',
  'POST /api/public/invoices/:token/return': 'public',
  // The logo printed on the approved photographer's invoices and receipts (their own only).
  'GET /api/invoices/settings/logo': 'approved-photographer',
  'PUT /api/invoices/settings/logo': 'approved-photographer',
  'DELETE /api/invoices/settings/logo': 'approved-photographer',
  // Contracts: approved photographers write and send them; any signed-in person sees the ones sent
  // to their verified email; the client's link (/c/<token>) reads and signs one, no account needed.
  'GET /api/contracts': 'approved-photographer',
  'POST /api/contracts': 'approved-photographer',
  'GET /api/contracts/received': 'signed-in',
  'GET /api/contracts/templates': 'approved-photographer',
  'POST /api/contracts/templates': 'approved-photographer',
  'PUT /api/contracts/templates/:id': 'approved-photographer',
  'DELETE /api/contracts/templates/:id': 'approved-photographer',
  'GET /api/contracts/:id': 'approved-photographer',
  'PUT /api/contracts/:id': 'approved-photographer',
  'DELETE /api/contracts/:id': 'approved-photographer',
  'POST /api/contracts/:id/send': 'approved-photographer',
  'POST /api/contracts/:id/void': 'approved-photographer',
  'POST /api/contracts/:id/sign-in-person': 'approved-photographer',
  'POST /api/contracts/:id/countersign': 'approved-photographer',
  'GET /api/contracts/:id/pdf': 'approved-photographer',
  'GET /api/contracts/clients/:clientId/bookings': 'approved-photographer',
  'GET /api/public/contracts/:token': 'public',
  'POST /api/public/contracts/:token/viewed': 'public',
  'POST /api/public/contracts/:token/sign': 'public',
  'GET /api/public/contracts/:token/pdf': 'public',
  // Galleries: approved photographers manage theirs; anyone signed in lists those shared with them.
  'GET /api/galleries': 'signed-in',
  'POST /api/galleries': 'approved-photographer',
  'GET /api/galleries/:id': 'approved-photographer',
  'PUT /api/galleries/:id': 'approved-photographer',
  'DELETE /api/galleries/:id': 'approved-photographer',
  'POST /api/galleries/:id/share': 'approved-photographer',
  'POST /api/galleries/:id/unshare': 'approved-photographer',
  'POST /api/galleries/:id/uploads': 'approved-photographer',
  'GET /api/galleries/:id/uploads/:uploadId': 'approved-photographer',
  'PUT /api/galleries/:id/uploads/:uploadId/chunks/:index': 'approved-photographer',
  'POST /api/galleries/:id/uploads/:uploadId/complete': 'approved-photographer',
  'DELETE /api/galleries/:id/photos/:photoId': 'approved-photographer',
  'PUT /api/galleries/:id/settings': 'approved-photographer',
  'GET /api/galleries/:id/downloads': 'approved-photographer',
  'GET /api/galleries/:id/selections': 'approved-photographer',
  'GET /api/galleries/:id/selections/:selectionId/lightroom.txt': 'approved-photographer',
  'POST /api/galleries/:id/deliver': 'approved-photographer',
  'POST /api/galleries/:id/selections/:selectionId/reopen': 'approved-photographer',
  // Gallery sections (decision 167).
  'GET /api/galleries/:id/sections': 'approved-photographer',
  'POST /api/galleries/:id/sections': 'approved-photographer',
  'PUT /api/galleries/:id/sections/order': 'approved-photographer',
  'POST /api/galleries/:id/sections/move': 'approved-photographer',
  'PUT /api/galleries/:id/sections/:sectionId': 'approved-photographer',
  'DELETE /api/galleries/:id/sections/:sectionId': 'approved-photographer',
  // The client's gallery: no account needed; shared, not expired, PIN or password when set.
  'GET /api/public/galleries/:photographerId/:galleryId': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/unlock': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/view': 'public',
  'GET /api/public/galleries/:photographerId/:galleryId/photos/:photoId/download': 'public',
  'GET /api/public/galleries/:photographerId/:galleryId/download.zip': 'public',
  'GET /api/public/galleries/:photographerId/:galleryId/selection': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/selection/resume': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/selection/submit': 'public',
  'PUT /api/public/galleries/:photographerId/:galleryId/favourites/:photoId': 'public',
  'DELETE /api/public/galleries/:photographerId/:galleryId/favourites/:photoId': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/selection/verify': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/selection/code': 'public',
  'GET /api/public/galleries/:photographerId/:galleryId/selection/quote': 'public',
  // Scheduling: approved photographers keep their own session types, hours and feed; anyone
  // signed in sees their appointments (as photographer or client); visitors book from a profile.
  'GET /api/scheduling/settings': 'approved-photographer',
  'PUT /api/scheduling/availability': 'approved-photographer',
  'POST /api/scheduling/session-types': 'approved-photographer',
  'PUT /api/scheduling/session-types/:id': 'approved-photographer',
  'POST /api/scheduling/overrides': 'approved-photographer',
  'DELETE /api/scheduling/overrides/:id': 'approved-photographer',
  'POST /api/scheduling/feed-token': 'approved-photographer',
  'GET /api/scheduling/slots': 'approved-photographer',
  'GET /api/bookings': 'signed-in',
  'POST /api/bookings': 'approved-photographer',
  'POST /api/bookings/:id/confirm': 'approved-photographer',
  'POST /api/bookings/:id/reschedule': 'signed-in',
  'POST /api/bookings/:id/cancel': 'signed-in',
  'GET /api/bookings/:id/cancel-quote': 'approved-photographer',
  'GET /api/bookings/:id/slots': 'signed-in',
  'GET /api/public/booking/:slug': 'public',
  'GET /api/public/booking/:slug/slots': 'public',
  'POST /api/public/booking/:slug': 'public',
  // The client's manage-my-booking link: the token is the access (decision 206).
  'GET /api/public/bookings/:token': 'public',
  'GET /api/public/bookings/:token/slots': 'public',
  'POST /api/public/bookings/:token/reschedule': 'public',
  'POST /api/public/bookings/:token/cancel': 'public',
  'GET /api/public/calendar/:file': 'public',
  // Studio: the approved photographer's overview, read through the other modules (decision 196).
  'GET /api/studio/overview': 'approved-photographer',
  ...MESSAGES_PERMISSIONS,
  ...FIND_ME_PERMISSIONS,
  ...PREVIEWS_PERMISSIONS,
  ...REVIEWS_PERMISSIONS,
  ...GALLERY_DATA_SAVER_PERMISSIONS,
};

export function ruleFor(key: string): RouteRule | undefined {
  const entry = PERMISSIONS[key];
  if (!entry) return undefined;
  return typeof entry === 'string' ? { access: entry } : entry;
}
