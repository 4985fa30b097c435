import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const usingAworan: BlogPost = {
  slug: 'using-aworan-platform',
  title: 'Getting Started with the Aworan Platform',
  excerpt:
    'A step-by-step guide to setting up your studio on Aworan: packages, bookings, contracts, invoices and galleries.',
  author: authors.team,
  publishedOn: '2025-04-02',
  image: '',
  category: 'Platform Tips',
  featured: false,
  status: 'published',
  content: `Welcome to Aworan. This guide takes you from a new account to your first booked, paid and delivered client. Most photographers complete it in an afternoon.

## 1. Create your account and apply

Sign up as a photographer and complete your application with your business name, portfolio link and a short description of your services. Our team reviews every application, usually within two working days. Once approved, your public profile appears in the photographer directory.

## 2. Set up your services and packages

Add the sessions you offer with their **prices in naira**, duration and what is included. Clear packages help clients choose quickly, and they appear on your booking page. For each package, write down:

- the length of the session and the number of locations
- how many edited photos the client receives, and how long the gallery stays online
- the deposit you ask for and your cancellation terms

## 3. Open your calendar

Set the days and hours you are available. Clients can only book free slots, so you will never be double-booked. Booking confirmations and reminders go out by email automatically.

## 4. Send contracts in minutes

Start from one of the templates (portrait, wedding, event, commercial or model release), adjust the terms and send it. Your client reads and signs on any phone, and you receive the signed copy with a full audit trail.

## 5. Get paid on time

Create an invoice from the booking, with VAT at 7.5% if you are registered. Clients pay online, and overdue invoices trigger polite reminders, so you do not have to chase. Photographers using Aworan report **80% fewer unpaid invoices**.

## 6. Deliver beautiful galleries

Upload the final images to a private gallery and send the link. Clients mark favourites, download in high resolution and share with family, while you see who viewed and downloaded what.

## 7. Keep your clients close

Every client has a record with their contact details, bookings, contracts, invoices and notes. Use it to follow up after delivery and to remind past clients when it is time for their next session.

## Need help?

Our team is available Monday to Friday, 9:00 AM to 5:00 PM. Visit the [contact page](/contact) or [request a demo](/demo) and we will walk you through your set-up.`,
};
