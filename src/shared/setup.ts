import { z } from 'zod';
import { createAdminSchema } from './admin.ts';
import { safeText } from './text.ts';

/** The one-time link printed at the first start of an install without a super admin. */
export const SETUP_API = {
  check: '/api/setup/check',
  create: '/api/setup',
} as const;

export const setupTokenSchema = z.object({ token: safeText().min(20).max(200) });
export const setupAdminSchema = createAdminSchema.extend(setupTokenSchema.shape);
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;

/** How long a printed setup link works. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;
