import { z } from 'zod';

export const outboxEntry = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['stored', 'sent', 'failed']),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
