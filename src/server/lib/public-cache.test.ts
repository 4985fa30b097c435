import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

const live = () => {
  const cache = new PublicCache();
  cache.live = true;
  return cache;
};

describe('PublicCache', () => {
  it('shares one load between concurrent reads and keeps its answer', async () => {
    const cache = live();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.read('blog', 'k', load), cache.read('blog', 'k', load)]);
    expect([a, b, await cache.read('blog', 'k', load)]).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('reads the database every time while it cannot hear of edits', async () => {
    const cache = new PublicCache();
    let loads = 0;
    await cache.read('site', 'k', async () => ++loads);
    await cache.read('site', 'k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps whole pages until any scope changes, and never one built across a change', () => {
    const cache = live();
    const since = cache.generation;
    cache.keepPage('/', 'home', since);
    expect(cache.page('/')).toBe('home');
    cache.notified('directory:3');
    expect(cache.page('/')).toBeUndefined();
    cache.keepPage('/', 'built before the change', since);
    expect(cache.page('/')).toBeUndefined();
    const idle = new PublicCache();
    idle.keepPage('/', 'home', idle.generation);
    expect(idle.page('/')).toBeUndefined();
  });

  it('does not keep a failed read', async () => {
    const cache = live();
    await expect(cache.read('site', 'k', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.read('site', 'k', async () => 'found')).toBe('found');
  });

  it('does not keep a read that was in flight when its scope changed', async () => {
    const cache = live();
    let release!: (v: string) => void;
    const inFlight = cache.read('blog', 'k', () => new Promise<string>((r) => (release = r)));
    cache.notified('blog:7');
    release('old');
    expect(await inFlight).toBe('old');
    expect(await cache.read('blog', 'k', async () => 'new')).toBe('new');
  });

  it('drops only the scope named by a notification, and a scope whose stored version moved unseen', async () => {
    const cache = live();
    await cache.read('blog', 'k', async () => 'blog 1');
    await cache.read('directory', 'k', async () => 'dir 1');
    cache.notified('blog:1');
    expect(await cache.read('blog', 'k', async () => 'blog 2')).toBe('blog 2');
    expect(await cache.read('directory', 'k', async () => 'dir 2')).toBe('dir 1');
    cache.checkVersions([{ scope: 'blog', version: '1' }]);
    expect(await cache.read('blog', 'k', async () => 'blog 3')).toBe('blog 2');
    cache.checkVersions([{ scope: 'directory', version: '4' }]);
    expect(await cache.read('directory', 'k', async () => 'dir 3')).toBe('dir 3');
    cache.notified('nonsense:1');
  });
});
