import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The PostgreSQL extensions the migrations use, for every place that opens PGlite (the server,
 * the creation child, tests, benchmarks): PGlite loads an extension only when it is passed at
 * open, even if `CREATE EXTENSION` ran before. btree_gist lets the bookings' EXCLUDE constraint
 * compare `photographer_id` with `=` inside a GiST index (decision 140).
 */
export const pgliteExtensions = { btree_gist };
