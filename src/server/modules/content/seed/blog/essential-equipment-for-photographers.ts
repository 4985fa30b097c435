import type { BlogPost } from '../../../../../shared/content.ts';
import { authors } from './authors.ts';

export const essentialEquipment: BlogPost = {
  slug: 'essential-equipment-for-photographers',
  title: 'Essential Equipment Every Professional Photographer Needs',
  excerpt:
    'From camera bodies to backup power, the kit that keeps a working photographer in Nigeria ready for any job.',
  author: authors.chinedu,
  publishedOn: '2025-03-12',
  image: '',
  category: 'Equipment',
  featured: true,
  status: 'published',
  content: `Good photographs come from skill, but the right kit makes the difference between a stressful shoot and a smooth one. After ten years of weddings, owambes and corporate jobs, this is the equipment I would buy again tomorrow, and the pieces I would skip.

## The camera body

A reliable full-frame or APS-C body with **two card slots** is the foundation. Two slots mean every image is written twice, so a failed card never costs a client their wedding. Buy the body you can afford *and* still have money left for lenses: lenses outlive bodies by years.

- Dual card slots for instant backup
- Good high-ISO performance for dim halls and evening receptions
- A second body, even an older one, as a backup on paid jobs

## Lenses that earn their keep

You do not need ten lenses. Three cover almost every paid job:

- **24-70mm f/2.8**: the workhorse for events, groups and venues
- **70-200mm f/2.8**: ceremonies from the back of the church, speeches and candid portraits
- **50mm or 85mm prime**: flattering portraits with soft backgrounds, and light to carry

## Light you can control

Halls in Nigeria are often dark, lit with coloured LEDs or both. An on-camera flash with a bounce card, plus one off-camera flash with a trigger, will rescue more events than any new camera. For studio portraits, two strobes with a softbox and an umbrella are enough to start.

## Power, always

NEPA does not check your schedule. Plan for a full day without a socket:

- At least three charged batteries for the camera and a full set of AA batteries for each flash
- A power bank or small inverter for long outdoor shoots
- Chargers in the car, not at home

## Storage and backup

Memory cards fail, laptops get stolen and hard drives die. Use the **3-2-1 rule**: three copies, on two kinds of storage, one of them away from your studio. Upload the client's gallery to Aworan as soon as you have culled: it becomes your off-site copy and your delivery in one step.

## What to skip

Expensive camera bags, a third zoom lens and every new gadget on Instagram. Spend on backups, batteries and education first. Your clients pay for your eye and your reliability, not your logo.`,
};
