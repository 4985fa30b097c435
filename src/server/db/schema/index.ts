// The schema registry drizzle needs as one module: add each domain's schema file here.

export * from './accounts.ts';
export * from './attempt-counters.ts';
export * from './audit.ts';
export * from './clients.ts';
export * from './content.ts';
export * from './contracts.ts';
export * from './crm.ts';
export * from './find-me.ts';
export * from './galleries.ts';
export * from './inquiries.ts';
export * from './invoicing.ts';
export * from './marketplace.ts';
export * from './messages.ts';
export * from './newsletter.ts';
export * from './notifications.ts';
export * from './payments.ts';
export * from './public-data.ts';
export * from './reports.ts';
export * from './reviews.ts';
export * from './scheduling.ts';
export * from './storage-alerts.ts';
