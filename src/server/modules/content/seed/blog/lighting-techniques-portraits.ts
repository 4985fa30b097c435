import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const lightingTechniques: BlogPost = {
  slug: 'lighting-techniques-portraits',
  title: 'Lighting Techniques for Stunning Portraits',
  excerpt:
    'Five lighting set-ups every portrait photographer should master, from window light to a two-flash studio.',
  author: authors.chinedu,
  publishedOn: '2025-01-22',
  image: '',
  category: 'Tutorials',
  featured: false,
  status: 'published',
  content: `Light is the language of portraiture. The same face can look soft, dramatic, tired or radiant depending on where the light comes from and how large it is. Master these five set-ups and you can handle almost any portrait job.

## 1. Window light

The cheapest softbox in the world is a window without direct sun. Place your subject **at 45 degrees to the window**, a metre or two away, and turn their face slightly towards the light. Use a white sheet or a reflector on the other side to soften the shadows.

## 2. Open shade outdoors

Under the harsh midday sun, move your subject into the shade of a building or a tree, facing the open sky. The light is soft and even, and dark skin tones keep their warmth and detail. Watch for green light bouncing off leaves.

## 3. Golden hour backlight

In the last hour before sunset, put the sun behind your subject. Expose for the face, add a reflector or a touch of flash, and you get a warm glow in the hair and on the shoulders. *Lagos beaches and Abuja's hills are perfect for this.*

## 4. One light in the studio

A single strobe in a large softbox is all you need for classic portraits:

- **Loop lighting**: light 30-45 degrees to the side and slightly above; a small shadow from the nose
- **Rembrandt lighting**: move it further to the side until a triangle of light appears on the far cheek
- **Butterfly lighting**: light directly in front and above, for beauty and headshots

## 5. Two lights for separation

Add a second, weaker light behind the subject, pointed at the hair or the background. It separates the subject from a dark backdrop and adds depth, especially for darker skin tones against dark clothes.

## Photographing darker skin beautifully

- Expose for the skin, not the background
- Use larger, softer light sources to bring out texture without harsh highlights
- Set white balance manually and avoid heavy orange or magenta casts in editing

## Practise with purpose

Choose one set-up a week and shoot it with a friend until you can build it in five minutes without thinking. Your clients will notice the difference before you do.`,
};
