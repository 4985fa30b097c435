import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const wildlifeNigeria: BlogPost = {
  slug: 'wildlife-photography-nigeria',
  title: 'The Best Places for Wildlife Photography in Nigeria',
  excerpt:
    'From Yankari’s elephants to the primates of Cross River, where and when to photograph Nigeria’s wildlife.',
  author: authors.aisha,
  publishedOn: '2024-12-10',
  image: '',
  category: 'Locations',
  featured: false,
  status: 'published',
  content: `Nigeria is rarely on the list of safari destinations, and that is exactly why its wildlife is such a rewarding subject. With patience and good local guides, you can photograph elephants, primates and hundreds of bird species without another camera in sight.

## Yankari National Park, Bauchi

The best-known park in the country, home to **elephants, baboons, waterbucks and hippos**. Visit in the dry season, from December to April, when animals gather near the Gaji river. Early-morning drives give the best light and the most activity. Finish the day at the Wikki warm spring.

## Cross River National Park

Rainforest, drills and the rare Cross River gorilla. Photographing primates under the canopy is hard: light is low and animals move fast. Bring a fast lens, raise your ISO without fear and go with the rangers of the Afi and Okwangwo divisions.

## Obudu Mountain Resort

The cool plateau is perfect for landscapes, mist at sunrise and birds of the montane forest. The canopy walkway gives eye-level views of birds that are usually hidden high in the trees.

## Gashaka-Gumti National Park

Nigeria's largest park, remote and spectacular. It rewards experienced travellers with chimpanzees, hornbills and sweeping views from the Chappal Waddi mountain. Plan at least four days and travel with an experienced guide.

## Lekki Conservation Centre, Lagos

You do not need to leave Lagos to start. Monkeys, monitor lizards, crocodiles and many birds live along the boardwalks, and the canopy walkway is a great place to practise.

## What to pack

- A telephoto lens, 300mm or longer, and a beanbag to rest it on the vehicle
- Neutral clothing, a hat, insect repellent and plenty of water
- Extra batteries and cards: there may be no power for days
- A rain cover, even in the dry season

## Photograph responsibly

Keep your distance, never feed or bait animals and follow the rangers. *No photograph is worth stressing an animal.* Share your images with park authorities: good pictures help conservation and bring more visitors.`,
};
