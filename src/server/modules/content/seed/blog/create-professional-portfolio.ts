import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const createPortfolio: BlogPost = {
  slug: 'create-professional-portfolio',
  title: 'How to Create a Professional Photography Portfolio That Wins Clients',
  excerpt:
    'Your portfolio is your best salesperson. Here is how to choose, order and present your work so the right clients book you.',
  author: authors.amaka,
  publishedOn: '2025-02-20',
  image: '',
  category: 'Business Tips',
  featured: false,
  status: 'published',
  content: `A client decides whether to contact you in the first ten seconds on your portfolio. In that time they are asking one question: *can this photographer do what I need?* A good portfolio answers it clearly.

## Decide who it is for

A portfolio that shows weddings, passport photos, food and landscapes tells a bride nothing. Choose the **one or two kinds of work** you want more of and build around them. You can keep other work in separate galleries, but your main page should speak to your ideal client.

## Choose fewer, stronger images

- Twenty excellent photographs beat a hundred good ones
- Show complete stories: for a wedding, the preparations, the ceremony, the portraits and the party
- Remove anything you would not be happy to shoot again next week
- Ask a photographer friend to remove five more; they are not attached to them

## Order matters

Open with your strongest image and close with your second strongest. In between, vary the rhythm: a wide scene, then a detail, then a portrait. Group images by job so clients see that you deliver consistently from start to finish.

## Show real Nigerian clients

Clients want to see people like them, in places they know. A couple at a Lekki beach, an owambe in Ibadan, a product shoot for a Lagos brand. Always get written permission before you publish client photographs; a model release inside your Aworan contract makes this simple.

## Make booking the obvious next step

- Put your **starting prices in naira** beside your work; clients who cannot afford you will not waste your time
- Add a clear *Book a session* or *Check availability* button on every page
- Include two or three short testimonials with the client's name and the type of shoot

## Keep it fresh

Review your portfolio every three months. Replace older images with recent work, update your packages and check that every link works. A portfolio is never finished, and that is good news: every job is a chance to make it better.`,
};
