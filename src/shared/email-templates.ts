import { z } from 'zod';
import { placeholderRule } from './placeholders.ts';
import { safeText } from './text.ts';

/**
 * Email templates (decision 282): the photographer's own texts with {placeholders}, five of them
 * to start with; Send Email on a client fills them with that client's values, and a placeholder
 * left unfilled blocks the send, as in contracts. The opening paragraph of each automated email
 * may be the photographer's own text too.
 */
export const EMAIL_TEMPLATES_API = {
  list: '/api/email-templates',
  one: (id: string) => `/api/email-templates/${id}`,
  reset: (id: string) => `/api/email-templates/${id}/reset`,
  openings: '/api/email-templates/openings',
  opening: (kind: string) => `/api/email-templates/openings/${kind}`,
} as const;

/** A placeholder in an email is a lower-case name in braces: {client_first_name}. */
export const emailPlaceholders = placeholderRule(/\{([a-z][a-z0-9_]*)\}/);

/** The placeholders Send Email fills, and where each value comes from. */
export const EMAIL_PLACEHOLDERS: Record<string, string> = {
  client_first_name: "the client's first name",
  client_name: "the client's name",
  client_email: "the client's email",
  business_name: 'your business name',
  photographer_name: 'your name',
  invoice_link: "the link to the client's unpaid invoice",
  gallery_link: 'the link to the gallery you shared with them',
  booking_date: "the date and time of the client's next session",
};

export const EMAIL_TEMPLATE_MESSAGES = {
  unfilled: (names: string[]) =>
    `Fill in every placeholder before sending: ${names.map((n) => `{${n}}`).join(', ')}. ${
      names.length === 1 ? 'This client has no value for it' : 'This client has no value for them'
    }: replace ${names.length === 1 ? 'it' : 'them'} with your own words.`,
  saved: 'Template saved',
  created: 'Template created',
  deleted: 'Template deleted',
  reset: 'Template reset to the original text',
  notFound: 'Template not found',
  onlyCustomDeleted: 'A starting template cannot be deleted: reset it instead',
  onlyDefaultsReset: 'Only a starting template can be reset',
  openingSaved: 'Opening saved',
  openingCleared: 'The built-in opening is back',
} as const;

export const DEFAULT_TEMPLATE_KEYS = [
  'enquiry_reply',
  'booking_confirmed',
  'gallery_ready',
  'payment_reminder',
  'thank_you',
] as const;
export type DefaultTemplateKey = (typeof DEFAULT_TEMPLATE_KEYS)[number];

export const DEFAULT_TEMPLATES: Record<DefaultTemplateKey, { name: string; subject: string; body: string }> =
  {
    enquiry_reply: {
      name: 'Reply to an enquiry',
      subject: 'Thank you for your enquiry, {client_first_name}',
      body: 'Thank you for getting in touch with {business_name}. I would love to hear more about what you have in mind: the date, the place and the kind of photos you want.\n\nReply to this email and I will send you my packages and the dates I have free.',
    },
    booking_confirmed: {
      name: 'Booking confirmed',
      subject: 'Your session on {booking_date} is confirmed',
      body: 'Your session with {business_name} on {booking_date} is confirmed. I am looking forward to it.\n\nIf anything changes, reply to this email and we will sort it out together.',
    },
    gallery_ready: {
      name: 'Gallery ready',
      subject: 'Your photos are ready, {client_first_name}',
      body: 'Your gallery is ready to view: {gallery_link}\n\nTake your time, mark your favourites and download the ones you love.',
    },
    payment_reminder: {
      name: 'Payment reminder',
      subject: 'A friendly reminder from {business_name}',
      body: 'This is a friendly reminder that your invoice is still open. You can view it and pay online here: {invoice_link}\n\nIf you have already paid, thank you, and please ignore this email.',
    },
    thank_you: {
      name: 'Thank you',
      subject: 'Thank you, {client_first_name}',
      body: 'Thank you for choosing {business_name}. It was a pleasure working with you.\n\nIf you enjoyed your photos, a few words about your experience would mean a lot to me.',
    },
  };

const text = (max: number, required: string) =>
  safeText().trim().min(1, required).max(max, `Use at most ${max} characters`);

export const emailTemplateInputSchema = z.object({
  name: text(100, 'Give the template a name'),
  subject: text(200, 'Subject is required'),
  body: text(10_000, 'Write the message'),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;

export const emailTemplateSchema = emailTemplateInputSchema.extend({
  id: z.uuid(),
  /** The starting template it was created from (it can be reset), or null for the photographer's own. */
  defaultKey: z.enum(DEFAULT_TEMPLATE_KEYS).nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export const emailTemplateListSchema = z.object({ templates: emailTemplateSchema.array() });

/** What Send Email's preview answers: the text filled with the client's values, and what is left. */
export const emailPreviewSchema = z.object({
  subject: z.string(),
  message: z.string(),
  unfilled: z.string().array(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

// ---------------------------------------------------------------- automated emails' openings

export const AUTOMATED_EMAIL_KINDS = [
  'booking_confirmed',
  'invoice_sent',
  'gallery_shared',
  'invoice_reminder',
  'booking_reminder',
] as const;
export type AutomatedEmailKind = (typeof AUTOMATED_EMAIL_KINDS)[number];

/** Each automated email: its name, and the placeholders its opening may use. */
export const AUTOMATED_EMAILS: Record<AutomatedEmailKind, { label: string; placeholders: string[] }> = {
  booking_confirmed: {
    label: 'Booking confirmation',
    placeholders: ['client_first_name', 'client_name', 'business_name', 'booking_date'],
  },
  invoice_sent: {
    label: 'Invoice',
    placeholders: ['client_first_name', 'client_name', 'business_name', 'invoice_link'],
  },
  gallery_shared: {
    label: 'Gallery shared',
    placeholders: ['client_first_name', 'client_name', 'business_name', 'gallery_link'],
  },
  invoice_reminder: {
    label: 'Payment reminder',
    placeholders: ['client_first_name', 'client_name', 'business_name', 'invoice_link'],
  },
  booking_reminder: {
    label: 'Session reminder',
    placeholders: ['client_first_name', 'client_name', 'business_name', 'booking_date'],
  },
};

export const openingInputSchema = z.object({
  /** Empty: back to the built-in opening. */
  body: safeText().trim().max(2000, 'Use at most 2000 characters'),
});

export const openingSchema = z.object({
  kind: z.enum(AUTOMATED_EMAIL_KINDS),
  label: z.string(),
  placeholders: z.string().array(),
  /** The photographer's own opening, or '' for the built-in one. */
  body: z.string(),
});
export type Opening = z.infer<typeof openingSchema>;
export const openingListSchema = z.object({ openings: openingSchema.array() });

/** The first name of a client as a greeting uses it: the first word of their name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
