import type { ComponentType } from 'react';
import type { PageData } from '@/lib/page-query';
import type { RouteAccess } from './route-guard';

export interface PageModule {
  default: ComponentType;
  /** The data the server fills before rendering the page (public pages; see docs/architecture.md). */
  pageData?: PageData;
}

export interface AppRoute {
  path: string;
  /** Who may open the page; the guard enforces it. */
  access: RouteAccess;
  /** Each page is its own chunk, loaded when first visited. */
  load: () => Promise<PageModule>;
  /**
   * Public pages are rendered on the server (with their pageData) unless this is false: pages
   * that depend on the session before they can show anything stay client-rendered like the
   * signed-in areas.
   */
  ssr?: false;
  /** A studio page: framed by the studio's navigation for photographers (app/layout/studio-layout). */
  studio?: true;
}

/** Every route of the spec's route tables, plus Aworan's own additions (marked). */
export const appRoutes: AppRoute[] = [
  { path: '/', access: 'public', load: () => import('./routes/public/home-page') },
  // The sign-in forms render on the server too: they show the form whatever the session, and
  // send a signed-in person on once the browser knows (decision 198).
  { path: '/login', access: 'public', load: () => import('./routes/public/login-page') },
  { path: '/signup', access: 'public', load: () => import('./routes/public/signup-page') },
  {
    path: '/forgot-password',
    access: 'public',
    ssr: false,
    load: () => import('./routes/public/forgot-password-page'),
  },
  // Aworan: the page the password-reset email links to.
  {
    path: '/reset-password',
    access: 'public',
    ssr: false,
    load: () => import('./routes/public/reset-password-page'),
  },
  // Aworan: the one-time setup link printed at the first start (first super admin).
  { path: '/setup', access: 'public', ssr: false, load: () => import('./routes/public/setup-page') },
  { path: '/terms', access: 'public', load: () => import('./routes/public/terms-page') },
  { path: '/privacy', access: 'public', load: () => import('./routes/public/privacy-page') },
  { path: '/services', access: 'public', load: () => import('./routes/public/services-page') },
  {
    path: '/services/:serviceSlug',
    access: 'public',
    load: () => import('./routes/public/service-detail-page'),
  },
  { path: '/pricing', access: 'public', load: () => import('./routes/public/pricing-page') },
  { path: '/about', access: 'public', load: () => import('./routes/public/about-page') },
  { path: '/contact', access: 'public', load: () => import('./routes/public/contact-page') },
  { path: '/blog', access: 'public', load: () => import('./routes/public/blog-page') },
  { path: '/blog/:slug', access: 'public', load: () => import('./routes/public/blog-post-page') },
  { path: '/demo', access: 'public', load: () => import('./routes/public/demo-page') },
  {
    path: '/features/scheduling',
    access: 'public',
    load: () => import('./routes/public/features-scheduling-page'),
  },
  {
    path: '/features/client-galleries',
    access: 'public',
    load: () => import('./routes/public/features-client-galleries-page'),
  },
  {
    path: '/features/contracts',
    access: 'public',
    load: () => import('./routes/public/features-contracts-page'),
  },
  {
    path: '/features/invoicing',
    access: 'public',
    load: () => import('./routes/public/features-invoicing-page'),
  },
  { path: '/features/crm', access: 'public', load: () => import('./routes/public/features-crm-page') },
  {
    path: '/features/for-clients',
    access: 'public',
    load: () => import('./routes/public/features-for-clients-page'),
  },
  {
    path: '/features/for-photographers',
    access: 'public',
    load: () => import('./routes/public/features-for-photographers-page'),
  },
  {
    path: '/gallery/:photographerId/:galleryId',
    access: 'public',
    load: () => import('./routes/public/public-gallery-page'),
  },
  // Aworan: the marketplace directory and public profiles.
  { path: '/photographers', access: 'public', load: () => import('./routes/public/photographers-page') },
  {
    path: '/photographers/:slug',
    access: 'public',
    load: () => import('./routes/public/photographer-profile-page'),
  },

  { path: '/dashboard', access: 'signed-in', load: () => import('./routes/account/dashboard-page') },
  // Aworan: the photographer's studio overview, where they land after signing in (decision 195).
  {
    path: '/studio',
    access: 'photographer',
    studio: true,
    load: () => import('./routes/studio/studio-overview-page'),
  },
  // Aworan: profile, password and active sessions.
  { path: '/account', access: 'signed-in', load: () => import('./routes/account/account-page') },
  {
    path: '/photographer-approval',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/photographer-approval-page'),
  },
  {
    path: '/photographer-dashboard',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/photographer-dashboard-page'),
  },
  // Aworan: the photographer edits their public directory listing (the page sends others to /dashboard).
  {
    path: '/photographer-dashboard/listing',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/photographer-listing-page'),
  },
  {
    path: '/galleries',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/galleries-page'),
  },
  {
    path: '/invoicing',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/invoicing-page'),
  },
  // Aworan: the photographer's reports: money, VAT, what is owed, sessions and galleries.
  {
    path: '/reports',
    access: 'photographer',
    studio: true,
    load: () => import('./routes/studio/reports-page'),
  },
  // Aworan: the client's invoice link (the token is the access; no account needed).
  { path: '/i/:token', access: 'public', load: () => import('./routes/public/invoice-link-page') },
  // Aworan: the client's contract link, to read and sign (the token is the access).
  { path: '/c/:token', access: 'public', load: () => import('./routes/public/contract-link-page') },
  {
    path: '/contracts',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/contracts-page'),
  },
  {
    path: '/scheduling',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/scheduling-page'),
  },
  // Aworan: booking a listed photographer from their profile, without an account.
  { path: '/book/:slug', access: 'public', load: () => import('./routes/public/book-page') },
  // Aworan: the client's manage-my-booking link (the token is the access; decision 206).
  { path: '/b/:token', access: 'public', load: () => import('./routes/public/manage-booking-page') },
  // Aworan: the client's review link from their invitation (the token is the access; decision 264).
  { path: '/r/:token', access: 'public', load: () => import('./routes/public/review-link-page') },
  // Aworan: the photographer's verified reviews and their replies.
  { path: '/reviews', access: 'signed-in', studio: true, load: () => import('./routes/studio/reviews-page') },
  // Aworan: Book buttons of the marketing pages pick a photographer first (decision 164).
  { path: '/book', access: 'public', load: () => import('./routes/public/book-chooser-page') },
  // Aworan: the photographer's Messages inbox and one conversation (a client's page has it too).
  { path: '/inbox', access: 'signed-in', studio: true, load: () => import('./routes/studio/inbox-page') },
  {
    path: '/inbox/:clientId',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/inbox-conversation-page'),
  },
  // Aworan: a signed-in client's conversation with a photographer, from their dashboard.
  {
    path: '/my-messages/:clientId',
    access: 'signed-in',
    load: () => import('./routes/account/my-messages-page'),
  },
  // Aworan: the client's conversation through a link they were sent (the token is the access).
  {
    path: '/messages/:kind/:token',
    access: 'public',
    load: () => import('./routes/public/message-link-page'),
  },
  { path: '/clients', access: 'signed-in', studio: true, load: () => import('./routes/studio/clients-page') },
  // Aworan: the photographer's email templates and automated emails' openings (decision 282).
  {
    path: '/clients/templates',
    access: 'photographer',
    studio: true,
    load: () => import('./routes/studio/email-templates-page'),
  },
  // Aworan: one client and their timeline (the photographer's own; others are answered 404 by the API).
  {
    path: '/clients/:clientId',
    access: 'signed-in',
    studio: true,
    load: () => import('./routes/studio/client-detail-page'),
  },

  { path: '/admin', access: 'super_admin', load: () => import('./routes/admin/admin-page') },
  // The page itself answers non-admins with the spec's 'Unauthorized' (decision 023).
  { path: '/admin/content', access: 'signed-in', load: () => import('./routes/admin/admin-content-page') },
  {
    path: '/admin-creation',
    access: 'super_admin',
    load: () => import('./routes/admin/admin-creation-page'),
  },
];
