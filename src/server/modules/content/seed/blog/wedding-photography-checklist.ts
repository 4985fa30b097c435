import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const weddingChecklist: BlogPost = {
  slug: 'wedding-photography-checklist',
  title: 'The Complete Nigerian Wedding Photography Checklist',
  excerpt:
    'From the introduction to the reception: the shots, the timeline and the preparation for a stress-free wedding day.',
  author: authors.chinedu,
  publishedOn: '2025-03-01',
  image: '',
  category: 'Weddings',
  featured: true,
  status: 'published',
  content: `A Nigerian wedding is often two or three events in one: the traditional engagement, the church or mosque ceremony and a reception for hundreds of guests. There is no second chance at any of it. This checklist keeps you ready.

## Weeks before the wedding

- Meet the couple to agree the programme, the venues and the must-have shots
- Get the **family list**: who must be in the group photographs, and in what order
- Confirm the contract, the deposit and the balance date
- Visit the venues at the same time of day as the ceremony, if you can
- Agree with the planner where you may stand during the ceremony

## The day before

- Charge every battery, format every card and pack two of everything
- Confirm the timeline and addresses with the couple or the planner
- Plan your route, traffic and a backup means of transport

## Traditional engagement

- The families' arrival and the greetings
- The groom and his friends prostrating
- The bride's entrance, dancing and searching for the groom
- The presentation of the gifts and the reading of the list
- Close-ups of the beads, gele, fila and aso-oke

## The ceremony

- Bride and groom getting ready, with the details: shoes, rings, invitation
- The entrance, the vows, the rings and the first kiss
- The signing of the register
- Family and bridal party groups, organised quickly with the help of a family member

## The reception

- The grand entrance and the first dance
- Money spraying, the cake cutting and the toasts
- Guests on the dance floor, and the parents dancing
- A few quiet portraits of the couple away from the crowd

## After the wedding

Back up the cards twice before you sleep. Send a **sneak peek within a week** and the full gallery within three. Deliver it in a private gallery that both families can open, download from and order prints from. Then ask for a review: wedding clients are your best source of referrals.`,
};
