import type { SiteFeatures } from './content.ts';

/**
 * The reminders a public page may promise: "email and SMS" only where SMS is on (decision 272).
 * Without zod, so public pages can use it in their first view.
 */
export const remindersBy = (features: SiteFeatures | undefined) =>
  features?.smsReminders ? 'email and SMS' : 'email';

/** "Email" or "Email and SMS", to open a sentence. */
export const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
