import type { BlogPost } from '../../../../shared/content.ts';
import { culturalCeremonies } from './blog/capturing-cultural-ceremonies.ts';
import { clientManagement } from './blog/client-management-tips.ts';
import { createPortfolio } from './blog/create-professional-portfolio.ts';
import { essentialEquipment } from './blog/essential-equipment-for-photographers.ts';
import { lightingTechniques } from './blog/lighting-techniques-portraits.ts';
import { pricingServices } from './blog/pricing-photography-services.ts';
import { usingAworan } from './blog/using-aworan-platform.ts';
import { weddingChecklist } from './blog/wedding-photography-checklist.ts';
import { wildlifeNigeria } from './blog/wildlife-photography-nigeria.ts';

/**
 * The nine blog posts seeded on first start, one article per file in ./blog. Markdown:
 * '## ' headings, '- ' lists, **bold**, *italic*. Three are featured.
 */
export const seedBlogPosts: BlogPost[] = [
  essentialEquipment,
  createPortfolio,
  culturalCeremonies,
  pricingServices,
  lightingTechniques,
  clientManagement,
  wildlifeNigeria,
  usingAworan,
  weddingChecklist,
];
