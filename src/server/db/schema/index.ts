// The schema registry drizzle needs as one module: add each domain's schema file here.
export * from './notifications.ts';
