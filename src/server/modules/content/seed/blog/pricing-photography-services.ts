import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const pricingServices: BlogPost = {
  slug: 'pricing-photography-services',
  title: 'How to Price Your Photography Services in Nigeria',
  excerpt:
    'Stop guessing. A simple way to calculate your costs, set profitable packages in naira and talk about price with confidence.',
  author: authors.amaka,
  publishedOn: '2025-03-28',
  image: '',
  category: 'Business Tips',
  featured: true,
  status: 'published',
  content: `Most photographers set their prices by looking at what others charge and going a little lower. It feels safe, and it is the fastest way to work very hard for very little. Here is a better way.

## Know your real costs

Add up what your business costs in a year, then divide by the number of sessions you can realistically shoot. Include:

- Equipment, replaced every three to four years
- Transport, fuel and data
- Editing software, storage and your Aworan subscription
- Power: fuel for the generator adds up quickly
- Your own salary, the part most photographers forget

If your business costs ₦6,000,000 a year and you can do 60 paid sessions, each session must bring in **at least ₦100,000** before you make any profit.

## Count the hours you do not see

A two-hour portrait session is not two hours of work. Add the consultation, travel, culling, editing, delivery and follow-up, and it is closer to eight. Price the whole job, not the time behind the camera.

## Build packages, not hourly rates

Clients understand packages. Offer **three options**: a small one that is still profitable, a middle one most clients should choose, and a premium one that makes the middle look reasonable. Name them clearly and list exactly what is included: hours, number of edited photos, gallery duration, prints.

## Ask for a deposit

A booking is not a booking until money has moved. Ask for a **30-50% deposit** to secure the date, and state in your contract what happens if the client cancels. Aworan sends the invoice and the contract together, so the deposit arrives before the date is blocked.

## Talk about price with confidence

- Share your starting prices publicly; clients who cannot afford you filter themselves out
- Never apologise for your price; explain the value instead
- Offer payment plans for weddings rather than discounts

## Review every year

Costs in Nigeria rise every year, and so should your prices. Review them each January, raise them for new clients first, and keep an eye on which package sells most. If everyone picks your top package, it is too cheap.`,
};
