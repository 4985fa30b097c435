import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const clientManagement: BlogPost = {
  slug: 'client-management-tips',
  title: 'Client Management Tips for Photographers',
  excerpt:
    'Happy clients book again and refer their friends. Simple habits for communication, expectations and follow-up.',
  author: authors.amaka,
  publishedOn: '2025-01-08',
  image: '',
  category: 'Business Tips',
  featured: false,
  status: 'published',
  content: `Most photographers lose clients not because of their photographs but because of everything around them: slow replies, vague promises, late galleries. Managing clients well is a skill, and it pays back in repeat bookings and referrals.

## Reply quickly, even briefly

A client who enquires is often asking three photographers at once. **Reply within a few hours**, even if only to say you will send details tomorrow. Keep a few saved replies for common questions: availability, packages and prices, what happens next.

## Put everything in writing

- Send a contract for every paid job, however small
- State what is included: hours, number of photos, delivery date
- Agree the deposit, the balance date and the cancellation terms
- Confirm the time and address the day before

On Aworan, the contract, the invoice and the booking confirmation are linked to the client's record, so you never have to scroll through WhatsApp to find what was agreed.

## Set expectations, then beat them

If you usually deliver in two weeks, promise three. Send a few sneak-peek images within days of the session. Small surprises, a printed photo or a thank-you note, turn a satisfied client into a loyal one.

## Keep a record of every client

Write down what you learn: the children's names, the anniversary date, the style they loved. A simple client list with notes and a *last contact* date tells you who to follow up with and when.

## Follow up at the right moments

- One week after delivery: ask for feedback and a review
- Before anniversaries and birthdays: suggest a session
- In November: remind families about Christmas portraits

## Handle complaints calmly

When a client is unhappy, listen first, then offer a concrete fix: a re-edit, extra images or a short reshoot. A problem solved well often creates a more loyal client than a job that went perfectly.

## Make it easy to come back

Give returning clients a simple way to book again and a small loyalty benefit. Photographers on Aworan see up to **40% more repeat bookings** when they follow up consistently.`,
};
