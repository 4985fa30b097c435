import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/features/accounts/account-queries';
import { adminKeys } from '@/features/admin/admin-queries';
import { contentAdminKeys } from '@/features/content-admin/admin-content-queries';
import { marketplaceKeys } from '@/features/marketplace/marketplace-queries';
import { studioKeys } from '@/features/studio/studio-queries';
import { contentKeys } from '@/lib/content-keys';

type Factory = Record<string, readonly unknown[] | ((...args: never[]) => readonly unknown[])>;

/** Every key a factory makes, with sample arguments for the ones that take some. */
function keysOf(factory: Factory): Array<readonly unknown[]> {
  return Object.values(factory).map((make) =>
    typeof make === 'function' ? (make as (...args: unknown[]) => readonly unknown[])('x', 1, 'y') : make,
  );
}

/** Keys that `invalidateQueries({ queryKey: prefix })` would refresh, in a real cache. */
function refreshedBy(prefix: readonly unknown[], keys: Array<readonly unknown[]>) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((q) => q.queryKey);
}

describe('query key factories: one per feature, each refreshable as a whole', () => {
  const features = {
    content: { factory: contentKeys, all: contentKeys.all },
    contentAdmin: { factory: contentAdminKeys, all: contentAdminKeys.all },
    admin: { factory: adminKeys, all: adminKeys.all },
    marketplace: { factory: marketplaceKeys, all: marketplaceKeys.all },
    accounts: { factory: accountKeys, all: accountKeys.all },
    studio: { factory: studioKeys, all: studioKeys.all },
  };

  it.each(Object.entries(features))(
    '%s: its `all` key refreshes its data and no other feature’s',
    (name, f) => {
      const own = keysOf(f.factory as Factory).filter((k) => name !== 'accounts' || k[0] === 'accounts');
      const others = Object.entries(features)
        .filter(([other]) => other !== name)
        .flatMap(([, o]) => keysOf(o.factory as Factory));
      expect(refreshedBy(f.all, [...own, ...others]).sort()).toEqual(own.sort());
    },
  );

  it('keeps the signed-in user under "auth", apart from the data dropped at sign-out', () => {
    expect(accountKeys.me[0]).toBe('auth');
    expect(accountKeys.authOptions[0]).toBe('auth');
    expect(refreshedBy(accountKeys.all, keysOf(accountKeys as Factory))).toEqual(
      expect.not.arrayContaining([accountKeys.me]),
    );
  });

  it('gives the site query (navbar, footer, titles) a content key, so an editor save refreshes it', () => {
    expect(refreshedBy(contentKeys.all, [contentKeys.site])).toEqual([contentKeys.site]);
  });
});
