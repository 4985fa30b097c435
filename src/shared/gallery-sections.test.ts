import { describe, expect, it } from 'vitest';
import { groupBySection, movePhotosSchema, sectionOrderSchema } from './gallery-sections.ts';

const ceremony = { id: '11111111-1111-4111-8111-111111111111', name: 'Ceremony' };
const reception = { id: '22222222-2222-4222-8222-222222222222', name: 'Reception' };
const photo = (id: string, sectionId: string | null) => ({ id, sectionId });

describe('groupBySection', () => {
  it('puts photos in no section first, then each section in its order, keeping the photo order', () => {
    const groups = groupBySection(
      [photo('a', reception.id), photo('b', null), photo('c', ceremony.id), photo('d', reception.id)],
      [ceremony, reception],
    );
    expect(groups.map((g) => [g.section?.name ?? null, g.photos.map((p) => p.id), g.offset])).toEqual([
      [null, ['b'], 0],
      ['Ceremony', ['c'], 1],
      ['Reception', ['a', 'd'], 2],
    ]);
  });

  it('leaves empty sections out and treats an unknown section as none', () => {
    const groups = groupBySection([photo('a', 'gone'), photo('b', ceremony.id)], [ceremony, reception]);
    expect(groups.map((g) => [g.section?.name ?? null, g.photos.map((p) => p.id)])).toEqual([
      [null, ['a']],
      ['Ceremony', ['b']],
    ]);
    expect(groupBySection([], [ceremony])).toEqual([]);
  });
});

describe('section schemas', () => {
  it('refuses a section listed twice in an order, and a move without photos', () => {
    expect(sectionOrderSchema.safeParse({ ids: [ceremony.id, ceremony.id] }).success).toBe(false);
    expect(sectionOrderSchema.safeParse({ ids: [reception.id, ceremony.id] }).success).toBe(true);
    expect(movePhotosSchema.safeParse({ photoIds: [], sectionId: null }).success).toBe(false);
  });
});
