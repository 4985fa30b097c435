import type { Service } from '../../../../shared/content.ts';
import { occasionServices } from './services-occasions.ts';
import { specialistServices } from './services-specialist.ts';

/**
 * The eight services seeded on first start (an admin edits them later at /admin/content),
 * with the spec's starting and package prices. Prices are kobo: ₦15,000 is 1_500_000.
 * Commercial and real estate follow the same shape as the other six.
 */
export const seedServices: Service[] = [...occasionServices, ...specialistServices].sort(
  (a, b) => a.sortOrder - b.sortOrder,
);
