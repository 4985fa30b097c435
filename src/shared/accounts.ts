import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  passwordWeaknesses,
  ROLES,
  SIGN_UP_ROLES,
  SOCIAL_PROVIDERS,
  TERMS_MESSAGE,
  weakPasswordMessage,
} from './accounts-api.ts';
import { isReservedProfileAddress, RESERVED_ADDRESS_MESSAGE } from './profile-address.ts';
import { safeText } from './text.ts';

export * from './accounts-api.ts';

/**
 * Contract of accounts, sign-in and photographer approval, shared by the forms and the
 * server. Messages are the spec's catalogue where it has one.
 */

export const passwordSchema = safeText().superRefine((value, ctx) => {
  const reasons = passwordWeaknesses(value);
  if (reasons.length > 0) ctx.addIssue({ code: 'custom', message: weakPasswordMessage(reasons) });
});

const name = (label: string) =>
  safeText().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

export const emailSchema = safeText()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'));

/** Body of POST /api/auth/sign-up/email (better-auth's route; our hook enforces this schema). */
export const signUpSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGN_UP_ROLES, 'Choose Client or Photographer/Vendor as the account type').default('customer'),
  acceptTerms: z.literal(true, TERMS_MESSAGE),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: safeText().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: safeText() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export const changePasswordSchema = z
  .object({
    currentPassword: safeText().min(1, 'Current password is required'),
    newPassword: passwordSchema,
    confirmPassword: safeText(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export const updateNameSchema = z.object({ firstName: name('First name'), lastName: name('Last name') });
export type UpdateNameInput = z.infer<typeof updateNameSchema>;

/** The signed-in person as every screen sees them. */
export const viewerSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
});
export type Viewer = z.infer<typeof viewerSchema>;

const optionalUrl = safeText()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Enter a valid URL (https://…)')
  .optional();

export const photographerApplicationSchema = z.object({
  businessName: safeText()
    .trim()
    .min(1, 'Business name is required')
    .max(120, 'Business name must be at most 120 characters'),
  portfolioUrl: optionalUrl,
  description: safeText().trim().max(2000, 'Keep the description under 2000 characters').optional(),
});
export type PhotographerApplicationInput = z.input<typeof photographerApplicationSchema>;

export const photographerApplicationView = z.object({
  id: z.uuid(),
  businessName: z.string(),
  portfolioUrl: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PhotographerApplicationView = z.infer<typeof photographerApplicationView>;

/** GET /api/accounts/me: null when nobody is signed in (200, so visitors see no error). */
export const meResponse = z.object({
  viewer: viewerSchema.nullable(),
  application: photographerApplicationView.nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const authOptionsResponse = z.object({ socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)) });
export type AuthOptions = z.infer<typeof authOptionsResponse>;

export const slugSchema = safeText()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(60, 'Use at most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and dashes')
  .refine((v) => !isReservedProfileAddress(v), RESERVED_ADDRESS_MESSAGE);

const optionalText = (max: number) => safeText().trim().max(max, `Use at most ${max} characters`);

export const photographerProfileSchema = z.object({
  businessName: safeText().trim().min(1, 'Business name is required').max(120),
  slug: z.union([z.literal(''), slugSchema]),
  city: optionalText(80),
  phone: safeText()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^\+?[0-9 ()-]{7,}$/.test(v), 'Enter a valid phone number'),
  bio: optionalText(2000),
});
export type PhotographerProfileInput = z.infer<typeof photographerProfileSchema>;

/** What the server answers: the saved profile, possibly still blank. */
export const photographerProfileView = z.object({
  businessName: z.string(),
  slug: z.string(),
  city: z.string(),
  phone: z.string(),
  bio: z.string(),
});
export type PhotographerProfile = z.infer<typeof photographerProfileView>;

export const sessionView = z.object({
  id: z.uuid(),
  current: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionView>;
