import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const culturalCeremonies: BlogPost = {
  slug: 'capturing-cultural-ceremonies',
  title: 'Capturing Cultural Ceremonies: A Guide for Nigerian Photographers',
  excerpt:
    'Festivals, naming ceremonies and traditional weddings reward preparation and respect. How to photograph them well.',
  author: authors.tunde,
  publishedOn: '2025-02-05',
  image: '',
  category: 'Photography Tips',
  featured: false,
  status: 'published',
  content: `Cultural ceremonies are some of the most rewarding events to photograph in Nigeria, and some of the easiest to get wrong. The colour, the music and the crowd are thrilling; the customs, the hierarchy and the sacred moments demand care.

## Learn before you shoot

Every ceremony has an order and a meaning. Before a traditional wedding, ask the couple or the family spokesperson for the programme. Before a festival, talk to the organisers. Knowing that the **bride will kneel to present the cup** or that the *masquerade must not be approached* puts you in the right place at the right time.

## Ask, and keep asking

- Introduce yourself to the elders or the organisers when you arrive
- Ask which moments may not be photographed, and respect the answer
- Photograph chiefs and royal fathers with permission, and from the front
- Offer to share photographs with the community afterwards

## Gear for crowds and colour

A **24-70mm** lens keeps you close to the action, and a **70-200mm** lets you capture faces without stepping into a procession. Bright aso-ebi and gele fool automatic white balance: shoot RAW and set a custom white balance when the light is mixed.

## Tell the whole story

The grand moments matter, but so do the details that only happen here:

- The drummers and the praise singers
- Hands: spraying money, tying the gele, pouring libation
- Elders watching from the front row
- Children imitating the dancers

## Work with the light

Outdoor festivals often peak at midday under hard sun. Look for open shade under canopies, expose for the faces and use a little fill flash. Indoors, bounce your flash off the ceiling where you can, and keep the venue's coloured lights as atmosphere rather than fighting them.

## Deliver with care

Cultural images are family records. Deliver them in a private gallery, name the people you photographed where you can, and keep a copy. Years from now, your photographs may be the only record of a ceremony that has changed or disappeared.`,
};
