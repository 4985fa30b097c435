import { z } from 'zod';

/**
 * "Find me" (decision 293): a guest finds the photos they may be in from one selfie, on a
 * gallery where the photographer turned it on. Shared by the routes, the screens and the docs.
 */

export const FIND_ME_MESSAGES = {
  guestsToldRequired: 'Confirm that your guests were told before you turn Find me on.',
  off: 'Find me is not on for this gallery.',
  consentRequired: 'Please agree to how your selfie is used before you upload it.',
  selfieMissing: 'Choose or take a selfie to upload.',
  selfieTooLarge: 'That photo is too large. Use a photo under 15 MB.',
  selfieUnsupported: 'Use a JPEG, PNG or WebP photo.',
  'no-face':
    'We could not find a face in that photo. Use one where your face is clear, facing the camera, in good light.',
  'many-faces': 'We found more than one face. Use a selfie with only you in it.',
  'too-small': 'Your face is too small in that photo. Hold the camera closer, so your face fills more of it.',
  unreadable: 'We could not read that photo. Try another one, or take a new selfie.',
  selfieGone: 'Your selfie has been deleted. Upload a new one to look again.',
} as const;

/** What guests read before they agree, and what the photographer links to. */
export const FIND_ME_NOTICE = [
  'Find me compares your selfie with the faces in this gallery and shows the photos you may be in.',
  'Your selfie is used only for this gallery. The photo itself is never stored: we keep only a set of numbers describing your face, for up to 24 hours, and you can delete it at once.',
  'The faces in the gallery are described the same way, only while the photographer keeps Find me on, and never after the gallery expires or is deleted. Nobody can see these numbers, and they are never shared, exported or backed up.',
  'Results are suggestions, best matches first: some photos may not be you, and a few photos of you may be missed (especially with your head tilted far to one side).',
] as const;

/** The calibrated rates (decision 293), in words for the photographer. */
export const FIND_ME_ACCURACY =
  'In our tests, about 1 in 200 faces of other people was suggested by mistake, and 1 in 100 photos of the guest were missed, all with the head tilted far to one side. Guests confirm what they see.';

export const findMeSwitchSchema = z.object({
  on: z.boolean(),
  /** Turning it on needs the photographer's word that guests were told. */
  guestsTold: z.boolean().default(false),
});
export type FindMeSwitch = z.infer<typeof findMeSwitchSchema>;

export const findMeStatusSchema = z.object({
  on: z.boolean(),
  /** Photos indexed, of the gallery's ready photos. */
  ready: z.number().int(),
  total: z.number().int(),
});
export type FindMeStatus = z.infer<typeof findMeStatusSchema>;

export const guestFindMeSchema = z.object({ on: z.boolean() });

export const findMeMatchSchema = z.object({
  photoId: z.string(),
  /** "strong" well within the threshold, "possible" near it. */
  closeness: z.enum(['strong', 'possible']),
});
export const findMeResultSchema = z.object({
  selfieId: z.string(),
  expiresAt: z.string(),
  matches: z.array(findMeMatchSchema),
});
export type FindMeResult = z.infer<typeof findMeResultSchema>;

export const FIND_ME_SELFIE_MAX_BYTES = 15 * 1024 * 1024;

export { findMeApi } from './find-me-api.ts';
