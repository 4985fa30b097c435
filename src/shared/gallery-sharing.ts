import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Sharing a gallery is a decision (decision 207): who is emailed (the gallery's client chosen
 * first), the photographer's message, the protection (no code, the current PIN or password
 * kept, or a new one), and whether the PIN travels in the email or the photographer passes it
 * on. The dialog shows what the email will contain before anything is sent.
 */

export const MAX_SHARE_RECIPIENTS = 20;

export const SHARE_MESSAGES = {
  keepNeedsCode: 'Type the current PIN (or password) to send it in the email, or set a new one.',
  wrongCurrent: 'That is not the current one. Type it again, or set a new one.',
  nothingToKeep: 'This gallery has no PIN or password yet: set one, or choose no protection.',
  tooMany: `Send to at most ${MAX_SHARE_RECIPIENTS} people at once.`,
} as const;

const email = safeText().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));

export const shareProtectionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  /** The current PIN or password stays; `code` repeats it, needed only to put it in the email. */
  z.object({ mode: z.literal('keep'), code: safeText().trim().max(128).default('') }),
  z.object({ mode: z.literal('pin'), code: safeText().regex(/^\d{4}$/, 'The PIN is 4 digits') }),
  z.object({
    mode: z.literal('password'),
    code: safeText().trim().min(6, 'Use at least 6 characters').max(128),
  }),
]);
export type ShareProtection = z.infer<typeof shareProtectionSchema>;

export const shareInputSchema = z.object({
  recipients: z.array(email).max(MAX_SHARE_RECIPIENTS, SHARE_MESSAGES.tooMany).default([]),
  message: safeText().trim().max(2000, 'Keep the message under 2000 characters').default(''),
  protection: shareProtectionSchema,
  /** The PIN or password is written in the email; false: the photographer passes it on. */
  codeInEmail: z.boolean().default(false),
});
export type ShareInput = z.input<typeof shareInputSchema>;

/** The sentences of the invitation about the code, shared by the email and the dialog's preview. */
export function codeSentence(kind: 'pin' | 'password' | null, code: string | null): string {
  if (!kind) return 'Anyone with the link can open the gallery.';
  const what = kind === 'pin' ? 'PIN' : 'password';
  return code
    ? `The gallery's ${what} is ${code}.`
    : `The gallery asks for a ${what}: your photographer will give it to you.`;
}

/** What the invitation says, in order: the email renders it and the share dialog previews it. */
export function invitationText(f: { from: string; galleryName: string; message: string; codeLine: string }): {
  subject: string;
  title: string;
  paragraphs: string[];
} {
  const own = f.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    subject: `${f.from} shared a gallery with you: ${f.galleryName}`,
    title: `Your gallery "${f.galleryName}" is ready`,
    paragraphs: [
      ...(own.length > 0
        ? own
        : [
            `${f.from} has shared your photos with you. Open the gallery to view them on your phone or computer.`,
          ]),
      f.codeLine,
    ],
  };
}
