import { describe, expect, it } from 'vitest';
import { tilesOf } from './face-reading.ts';

const covers = (tiles: ReturnType<typeof tilesOf>, width: number, height: number) =>
  [0, width - 1].every((x) =>
    [0, height - 1].every((y) =>
      tiles.some((t) => x >= t.left && x < t.left + t.width && y >= t.top && y < t.top + t.height),
    ),
  );

describe('tilesOf', () => {
  it('cuts a 3:2 photo into four square tiles of 60% of its long side, corner to corner', () => {
    const tiles = tilesOf(1707, 1138);
    expect(tiles).toEqual([
      { left: 0, top: 0, width: 1024, height: 1024 },
      { left: 683, top: 0, width: 1024, height: 1024 },
      { left: 0, top: 114, width: 1024, height: 1024 },
      { left: 683, top: 114, width: 1024, height: 1024 },
    ]);
    expect(covers(tiles, 1707, 1138)).toBe(true);
  });

  it('needs only two tiles for a wide photo, whose short side fits in one', () => {
    const tiles = tilesOf(1707, 910);
    expect(tiles).toHaveLength(2);
    expect(tiles.every((t) => t.width === 1024 && t.height === 910 && t.top === 0)).toBe(true);
    expect(covers(tiles, 1707, 910)).toBe(true);
  });

  it('turns the same way for a tall photo', () => {
    const tiles = tilesOf(910, 1707);
    expect(tiles.map((t) => [t.left, t.top])).toEqual([
      [0, 0],
      [0, 683],
    ]);
  });

  it('keeps every face larger than in the whole photo: each tile is at most 60% of the long side', () => {
    for (const [w, h] of [
      [1707, 1707],
      [1707, 1280],
      [1280, 1707],
      [1707, 400],
    ] as const)
      for (const t of tilesOf(w, h))
        expect(Math.max(t.width, t.height)).toBeLessThanOrEqual(Math.round(0.6 * Math.max(w, h)));
  });
});
