import { describe, expect, it } from 'vitest';
import { firstPhotos, groupBySection } from './gallery-groups.ts';

const ceremony = { id: '11111111-1111-4111-8111-111111111111', name: 'Ceremony' };
const photo = (id: string, sectionId: string | null) => ({ id, sectionId });

describe('firstPhotos', () => {
  const groups = groupBySection(
    [photo('a', null), photo('b', null), photo('c', ceremony.id), photo('d', ceremony.id)],
    [ceremony],
  );

  it('keeps the first photos in display order across groups, with their offsets', () => {
    const cut = firstPhotos(groups, 3);
    expect(cut.map((g) => [g.section?.id ?? null, g.offset, g.photos.map((p) => p.id)])).toEqual([
      [null, 0, ['a', 'b']],
      [ceremony.id, 2, ['c']],
    ]);
  });

  it('drops the groups that start past the count, and keeps everything under a larger one', () => {
    expect(firstPhotos(groups, 2).map((g) => g.photos.map((p) => p.id))).toEqual([['a', 'b']]);
    expect(firstPhotos(groups, 10)).toEqual(groups);
  });
});
