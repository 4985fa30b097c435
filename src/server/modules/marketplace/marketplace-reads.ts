import { directoryQuerySchema } from '../../../shared/marketplace.ts';
import type { PublicReader } from '../../../shared/public-reads.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { directoryFilters, getPublicProfile, searchDirectory } from './directory.service.ts';

/**
 * The directory's public reads for server-rendered pages: the same service calls and answers as
 * the GET routes in marketplace.routes.ts, without HTTP (the query string is checked by the
 * route's own schema).
 */
export function marketplaceReaders(db: Db) {
  return {
    'marketplace.directory': async ({ query }) => {
      const parsed = directoryQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid search');
      return searchDirectory(db, parsed.data);
    },
    'marketplace.filters': async () => directoryFilters(db),
    'marketplace.profile': async ({ slug }) => ({ profile: await getPublicProfile(db, slug) }),
  } satisfies {
    [N in 'marketplace.directory' | 'marketplace.filters' | 'marketplace.profile']: PublicReader<N>;
  };
}
