/**
 * The files each server module lets other modules import: its public surface, declared here so a
 * file does not become public by being named `*.service.ts`, and a new entry is a reviewed change
 * (bulletproof-react states its import zones the same way). Platform code (plugins, the control
 * channel, the server's start) reaches a module only through its `<module>.platform.ts` face, and
 * app.ts registers each module through its plugin; neither is listed here.
 */
export const PUBLIC_SURFACE: Record<string, readonly string[]> = {
  accounts: ['accounts.service.ts', 'approval.service.ts', 'user-admin.service.ts'],
  audit: ['audit.service.ts'],
  clients: [
    'client-registry.service.ts',
    'client-sms.service.ts',
    'client-timeline.service.ts',
    'clients.service.ts',
  ],
  content: ['content-usage.service.ts', 'site-content.service.ts'],
  contracts: ['contracts-overview.service.ts', 'contracts.service.ts'],
  'email-templates': ['email-templates.service.ts'],
  'follow-ups': ['follow-ups.service.ts'],
  galleries: ['galleries.service.ts', 'gallery-faces.service.ts', 'gallery-summaries.service.ts'],
  health: ['health.service.ts'],
  inquiries: ['inquiries.service.ts'],
  invoicing: ['invoice-fee.service.ts', 'invoice-logo.service.ts', 'invoicing.service.ts'],
  marketplace: ['directory.service.ts'],
  messages: ['message-links.service.ts', 'messages-history.service.ts'],
  'og-image': ['og-card.ts'],
  notifications: ['client-notifications.service.ts', 'mailer.service.ts', 'texter.service.ts'],
  payments: ['refunds.service.ts'],
  reviews: ['review-invites.service.ts'],
  scheduling: ['booking-links.service.ts', 'scheduling-overview.service.ts'],
};
