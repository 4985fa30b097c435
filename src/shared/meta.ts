import { z } from 'zod';

/** Facts about this Aworan instance that the front end needs before anything else. */
export const appMetaResponse = z.object({
  name: z.string(),
  version: z.string(),
  currency: z.literal('NGN'),
  locale: z.literal('en-NG'),
  timeZone: z.string(),
  vatRatePercent: z.number(),
});
export type AppMeta = z.infer<typeof appMetaResponse>;

export const VAT_RATE_PERCENT = 7.5;
